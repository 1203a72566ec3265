import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphCall } from './fake-graph.js';

/**
 * A local Graph API for Facebook Pages with the documented shapes: code and long-lived token exchange, the
 * user's Pages with their Page tokens, unpublished photos, feed posts with `attached_media`, videos by
 * `file_url` and permission revocation. `failNext` makes the next publishing call answer a Graph error.
 */
export async function startFakeFacebook() {
  const calls: GraphCall[] = [];
  let failNext: { status: number; code: number } | null = null;
  let failComment: { status: number; code: number; message: string } | null = null;
  let ids = 0;
  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const params = Object.fromEntries(
      request.method === 'POST' ? new URLSearchParams(raw) : url.searchParams,
    ) as Record<string, string>;
    calls.push({ method: request.method ?? 'GET', path: url.pathname, params });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const error = (status: number, code: number, message: string) =>
      send(status, { error: { message, type: 'OAuthException', code } });
    if (url.pathname === '/oauth/access_token') {
      if (params.grant_type === 'fb_exchange_token')
        return send(200, { access_token: `usuario-longo`, expires_in: 5_184_000 });
      if (params.code !== 'codigo-valido') return error(400, 100, 'Invalid verification code format.');
      return send(200, { access_token: 'usuario-curto' });
    }
    if (url.pathname === '/me/accounts')
      return send(200, {
        data: [
          {
            id: '1029384756',
            name: 'Loja da Maria',
            access_token: 'token-da-pagina',
            picture: { data: { url: 'https://cdn.exemplo.com/pagina.jpg' } },
          },
        ],
      });
    if (url.pathname === '/me/permissions' && request.method === 'DELETE')
      return send(200, { success: true });
    if (/^\/1029384756_\d+\/comments$/.test(url.pathname)) {
      if (failComment) {
        const { status, code, message } = failComment;
        failComment = null;
        return error(status, code, message);
      }
      ids += 1;
      return send(200, { id: `${url.pathname.split('/')[1]}_comentario_${ids}` });
    }
    if (url.pathname.startsWith('/1029384756/')) {
      if (failNext) {
        const { status, code } = failNext;
        failNext = null;
        return error(status, code, 'Falha simulada');
      }
      ids += 1;
      return send(200, { id: `1029384756_${ids}` });
    }
    return error(404, 803, 'Unknown path');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext(status: number, code: number) {
      failNext = { status, code };
    },
    /** Makes the next comment (`POST /{post-id}/comments`) answer a Graph error. */
    failNextComment(status: number, code: number, message: string) {
      failComment = { status, code, message };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
