import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake Graph API received. */
export interface GraphCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

/**
 * A small local Graph API with the documented shapes: OAuth code and long-lived token exchange, the user's
 * Pages with their Instagram professional account, media containers, publishing, profile fields and
 * permission revocation. `failNextMedia` / `failNextProfile` make the next such call answer a Graph error;
 * `failNextPublish` makes the next `media_publish` fail before publishing, or after (the answer is lost).
 * `POST /{ig-media-id}/comments` answers a comment id (`failNextComment` refuses the next one).
 * A published container reads `PUBLISHED`; `published` lists every container published, repeats included.
 */
export async function startFakeGraph() {
  const calls: GraphCall[] = [];
  let failNext: { status: number; code: number; transient?: boolean } | null = null;
  let failProfile: { status: number; code: number } | null = null;
  let failComment: { status: number; code: number; message: string } | null = null;
  let containers = 0;
  const published: string[] = [];
  let failPublish: { status: number; code: number; afterPublishing: boolean } | null = null;
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const params = Object.fromEntries(
      request.method === 'POST' ? new URLSearchParams(raw) : url.searchParams,
    ) as Record<string, string>;
    calls.push({ method: request.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const error = (status: number, code: number, message: string, transient = false) =>
      send(status, { error: { message, type: 'OAuthException', code, is_transient: transient } });

    if (url.pathname === '/oauth/access_token') {
      if (params.grant_type === 'fb_exchange_token')
        return send(200, {
          access_token: `long-${params.fb_exchange_token}`,
          token_type: 'bearer',
          expires_in: 5_184_000,
        });
      if (params.code !== 'codigo-valido' || params.client_secret !== 'segredo')
        return error(400, 100, 'Invalid verification code format.');
      return send(200, { access_token: 'curto-123', token_type: 'bearer', expires_in: 3600 });
    }
    if (url.pathname === '/me/accounts') {
      return send(200, {
        data: [
          { id: 'page-1', name: 'Página sem Instagram' },
          {
            id: 'page-2',
            instagram_business_account: {
              id: '17841400000000042',
              username: 'lojadamaria',
              profile_picture_url: 'https://cdn.exemplo.com/maria.jpg',
            },
          },
        ],
      });
    }
    if (url.pathname === '/me/permissions' && request.method === 'DELETE')
      return send(200, { success: true });
    if (url.pathname === '/17841400000000042/media') {
      if (failNext) {
        const { status, code, transient } = failNext;
        failNext = null;
        return error(status, code, 'Falha simulada', transient);
      }
      containers += 1;
      return send(200, { id: `container-${containers}` });
    }
    if (url.pathname.startsWith('/container-')) {
      const id = url.pathname.slice(1);
      return send(200, { status_code: published.includes(id) ? 'PUBLISHED' : 'FINISHED', id });
    }
    if (url.pathname === '/17841400000000042/media_publish') {
      const failure = failPublish;
      failPublish = null;
      if (failure && !failure.afterPublishing)
        return error(failure.status, failure.code, 'Falha simulada', true);
      published.push(params.creation_id ?? '');
      if (failure) return error(failure.status, failure.code, 'Falha simulada', true);
      return send(200, { id: `1790${params.creation_id?.replace(/\D/g, '')}` });
    }
    if (/^\/1790\d+\/comments$/.test(url.pathname)) {
      const failure = failComment;
      failComment = null;
      if (failure) return error(failure.status, failure.code, failure.message);
      return send(200, { id: `1787${calls.length}` });
    }
    if (url.pathname === '/17841400000000042/insights')
      // Graph's `metric_type=total_value` shape, one entry per asked metric.
      return send(200, {
        data: [
          { name: 'reach', period: 'day', total_value: { value: 3902 } },
          { name: 'total_interactions', period: 'day', total_value: { value: 321 } },
        ],
      });
    if (url.pathname === '/17841400000000042') {
      if (failProfile) {
        const { status, code } = failProfile;
        failProfile = null;
        return error(status, code, 'Falha simulada');
      }
      return send(200, {
        id: '17841400000000042',
        username: 'lojadamaria',
        name: 'Loja da Maria',
        profile_picture_url: 'https://cdn.exemplo.com/maria.jpg',
        followers_count: 12840,
        follows_count: 312,
        media_count: 457,
        biography: 'Moda feminina',
      });
    }
    return error(404, 803, 'Unknown path');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    failNextMedia(status: number, code: number, transient = false) {
      failNext = { status, code, transient };
    },
    published,
    failNextPublish(status: number, code: number, afterPublishing = false) {
      failPublish = { status, code, afterPublishing };
    },
    /** Containers created so far. */
    containersCreated: () =>
      calls.filter((call) => call.method === 'POST' && call.path.endsWith('/media')).length,
    failNextProfile(status: number, code: number) {
      failProfile = { status, code };
    },
    /** Makes the next comment (`POST /{ig-media-id}/comments`) answer a Graph error. */
    failNextComment(status: number, code: number, message: string) {
      failComment = { status, code, message };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
