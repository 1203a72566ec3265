import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphCall } from './fake-graph.js';

/**
 * A local TikTok Open API with the documented shapes: `/v2/oauth/token/` (authorization code with PKCE
 * verifier, refresh), `/v2/user/info/`, `/v2/post/publish/creator_info/query/` (a creator with duets off), `/v2/post/publish/video/init/` and `/content/init/` answering
 * `{ data: { publish_id }, error: { code: "ok" } }`, `/v2/post/publish/status/fetch/` (`PUBLISH_COMPLETE`,
 * or `FAILED` for ids passed to `failPublication`) and `/v2/oauth/revoke/`. `failNext` sets the next
 * publish's error code and status.
 */
export async function startFakeTikTok() {
  const calls: (GraphCall & { json: unknown; auth: string | undefined })[] = [];
  let failNext: { status: number; code: string } | null = null;
  let ids = 0;
  const failedPublications = new Set<string>();
  const server = createServer(async (request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const isJson = (request.headers['content-type'] ?? '').includes('json');
    const params = isJson ? {} : (Object.fromEntries(new URLSearchParams(raw)) as Record<string, string>);
    calls.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      params,
      json: isJson ? JSON.parse(raw) : null,
      auth: request.headers.authorization,
    });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const ok = { code: 'ok', message: '', log_id: 'log-1' };
    if (url.pathname === '/v2/oauth/token/') {
      if (params.grant_type === 'refresh_token')
        return send(200, {
          access_token: 'act.novo',
          refresh_token: 'rft.novo',
          expires_in: 86400,
          open_id: 'open-777',
        });
      if (params.code !== 'codigo-valido' || !params.code_verifier || params.client_key !== 'chave-tt')
        return send(400, { error: 'invalid_grant', error_description: 'Authorization code is expired.' });
      return send(200, {
        access_token: 'act.123',
        refresh_token: 'rft.123',
        expires_in: 86400,
        open_id: 'open-777',
        scope: 'user.info.basic,video.publish',
      });
    }
    if (url.pathname === '/v2/user/info/') {
      if (request.headers.authorization !== 'Bearer act.123')
        return send(401, { data: {}, error: { code: 'access_token_invalid' } });
      return send(200, {
        data: {
          user: {
            open_id: 'open-777',
            username: 'lojadamaria.tt',
            display_name: 'Loja da Maria',
            avatar_url: 'https://cdn.exemplo.com/tt.jpg',
          },
        },
        error: ok,
      });
    }
    if (
      url.pathname === '/v2/post/publish/video/init/' ||
      url.pathname === '/v2/post/publish/content/init/'
    ) {
      if (failNext) {
        const { status, code } = failNext;
        failNext = null;
        return send(status, { data: {}, error: { code, message: 'Falha simulada' } });
      }
      ids += 1;
      return send(200, { data: { publish_id: `v_pub_url~${ids}` }, error: ok });
    }
    if (url.pathname === '/v2/post/publish/status/fetch/') {
      const publishId = (JSON.parse(raw) as { publish_id?: string }).publish_id ?? '';
      if (!/^v_pub_url~\d+$/.test(publishId) || Number(publishId.split('~')[1]) > ids)
        return send(400, { data: {}, error: { code: 'invalid_params', message: 'publish_id' } });
      const status = failedPublications.has(publishId) ? 'FAILED' : 'PUBLISH_COMPLETE';
      return send(200, { data: { status, uploaded_bytes: 0 }, error: ok });
    }
    if (url.pathname === '/v2/post/publish/creator_info/query/') {
      if (request.headers.authorization !== 'Bearer act.123')
        return send(401, { data: {}, error: { code: 'access_token_invalid' } });
      return send(200, {
        data: {
          creator_avatar_url: 'https://cdn.exemplo.com/tt.jpg',
          creator_username: 'lojadamaria.tt',
          creator_nickname: 'Loja da Maria',
          privacy_level_options: ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
          comment_disabled: false,
          duet_disabled: true,
          stitch_disabled: false,
          max_video_post_duration_sec: 300,
        },
        error: ok,
      });
    }
    if (url.pathname === '/v2/oauth/revoke/') return send(200, {});
    return send(404, { error: { code: 'not_found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    failNext(status: number, code: string) {
      failNext = { status, code };
    },
    /** Makes TikTok report this publication as failed. */
    failPublication(publishId: string) {
      failedPublications.add(publishId);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
