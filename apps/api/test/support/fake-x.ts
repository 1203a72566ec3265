import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the fake X API received: form or multipart fields (files as name, type and size), or JSON. */
export interface XCall {
  method: string;
  path: string;
  query: Record<string, string>;
  auth: string | undefined;
  contentType: string;
  fields: Record<string, string | { fileName: string; type: string; size: number }>;
  json: unknown;
}

export const xClient = { id: 'cliente-x', secret: 'segredo-x' };
const basicAuth = `Basic ${Buffer.from(`${xClient.id}:${xClient.secret}`).toString('base64')}`;

/**
 * A local X API v2 with the documented shapes: `/2/oauth2/token` (authorization code with PKCE verifier,
 * refresh; the client's basic auth), `/2/oauth2/revoke`, `/2/users/me` (with `public_metrics`), the media
 * upload (one request for images; INIT, APPEND, FINALIZE and STATUS for videos), `/2/tweets` and the user's
 * latest posts. `failNextPost` makes the next post answer an error; `loseNextPostAnswer` posts and drops the
 * connection before answering. `/media/*` serves media files of the asked size, standing for post media URLs.
 */
export async function startFakeX() {
  const calls: XCall[] = [];
  const posts: { id: string; text: string; media_keys: string[] }[] = [];
  const media = new Map<string, { kind: 'image' | 'video'; appended: number; statusChecks: number }>();
  let ids = 1_860_000_000_000_000_000n;
  let failPost: { status: number; body: unknown } | null = null;
  let losePostAnswer = false;
  const tokens = new Set(['at.x.1']);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const contentType = request.headers['content-type'] ?? '';
    const fields: XCall['fields'] = {};
    let json: unknown = null;
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
      for (const [key, value] of form)
        fields[key] =
          typeof value === 'string' ? value : { fileName: value.name, type: value.type, size: value.size };
    } else if (contentType.startsWith('application/x-www-form-urlencoded')) {
      Object.assign(fields, Object.fromEntries(new URLSearchParams(raw.toString())));
    } else if (contentType.startsWith('application/json')) {
      json = JSON.parse(raw.toString());
    }
    const call: XCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      auth: request.headers.authorization,
      contentType,
      fields,
      json,
    };
    calls.push(call);
    const send = (status: number, body?: unknown) =>
      body === undefined
        ? response.writeHead(status).end()
        : response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const nextId = () => {
      ids += 1n;
      return String(ids);
    };

    if (url.pathname.startsWith('/media/')) {
      const size = Number(url.searchParams.get('bytes') ?? '1000');
      return response.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(size, 7));
    }
    if (url.pathname === '/2/oauth2/token') {
      if (call.auth !== basicAuth) return send(401, { error: 'unauthorized_client' });
      if (fields.grant_type === 'refresh_token' && fields.refresh_token === 'rt.x.1') {
        tokens.add('at.x.2');
        return send(200, {
          token_type: 'bearer',
          expires_in: 7200,
          access_token: 'at.x.2',
          scope: 'tweet.read tweet.write users.read offline.access media.write',
          refresh_token: 'rt.x.2',
        });
      }
      if (
        fields.grant_type !== 'authorization_code' ||
        fields.code !== 'codigo-valido' ||
        !fields.code_verifier
      )
        return send(400, {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        });
      return send(200, {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: 'at.x.1',
        scope: 'tweet.read tweet.write users.read offline.access media.write',
        refresh_token: 'rt.x.1',
      });
    }
    if (url.pathname === '/2/oauth2/revoke') {
      if (call.auth !== basicAuth) return send(401, { error: 'unauthorized_client' });
      return send(200, { revoked: true });
    }
    const token = call.auth?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token))
      return send(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
    if (url.pathname === '/2/users/me') {
      const wanted = (call.query['user.fields'] ?? '').split(',');
      return send(200, {
        data: {
          id: '1449170000000000001',
          name: 'Loja da Maria',
          username: 'lojadamaria',
          ...(wanted.includes('profile_image_url')
            ? { profile_image_url: 'https://pbs.twimg.com/profile_images/1/maria_normal.jpg' }
            : {}),
          ...(wanted.includes('description') ? { description: 'Doces artesanais em Campinas' } : {}),
          ...(wanted.includes('public_metrics')
            ? {
                public_metrics: {
                  followers_count: 1520,
                  following_count: 310,
                  tweet_count: 4821,
                  listed_count: 12,
                  like_count: 900,
                },
              }
            : {}),
        },
      });
    }
    if (url.pathname === '/2/media/upload') {
      if (call.method === 'GET') {
        const item = media.get(call.query.media_id ?? '');
        if (call.query.command !== 'STATUS' || !item) return send(400, { detail: 'Invalid media id' });
        item.statusChecks += 1;
        return send(200, {
          data: {
            id: call.query.media_id,
            processing_info:
              item.statusChecks < 2
                ? { state: 'in_progress', check_after_secs: 0, progress_percent: 40 }
                : { state: 'succeeded', progress_percent: 100 },
          },
        });
      }
      const command = fields.command;
      if (command === undefined) {
        if (typeof fields.media !== 'object' || !fields.media_category)
          return send(400, { detail: 'media and media_category are required' });
        const id = nextId();
        media.set(id, { kind: 'image', appended: 0, statusChecks: 0 });
        return send(200, { data: { id, media_key: `3_${id}`, size: fields.media.size } });
      }
      if (command === 'INIT') {
        const id = nextId();
        media.set(id, { kind: 'video', appended: 0, statusChecks: 0 });
        return send(200, { data: { id, media_key: `7_${id}`, expires_after_secs: 86400 } });
      }
      const item = media.get(typeof fields.media_id === 'string' ? fields.media_id : '');
      if (!item) return send(400, { detail: 'Invalid media id' });
      if (command === 'APPEND') {
        if (typeof fields.media !== 'object' || fields.segment_index !== String(item.appended))
          return send(400, { detail: 'Segment out of order' });
        item.appended += 1;
        return send(204);
      }
      if (command === 'FINALIZE')
        return send(200, {
          data: {
            id: fields.media_id,
            processing_info: { state: 'pending', check_after_secs: 0 },
          },
        });
      return send(400, { detail: 'Unknown command' });
    }
    if (url.pathname === '/2/tweets' && call.method === 'POST') {
      if (failPost) {
        const { status, body } = failPost;
        failPost = null;
        return send(status, body);
      }
      const body = json as { text: string; media?: { media_ids: string[] } };
      const mediaIds = body.media?.media_ids ?? [];
      if (mediaIds.some((id) => !media.has(id))) return send(400, { detail: 'Your media IDs are invalid.' });
      const id = nextId();
      posts.push({
        id,
        // X answers and lists a post's links as t.co links.
        text: body.text.replace(/https?:\/\/\S+/g, () => `https://t.co/${nextId().slice(-10)}`),
        media_keys: mediaIds.map((mediaId) => `${media.get(mediaId)?.kind === 'video' ? 7 : 3}_${mediaId}`),
      });
      if (losePostAnswer) {
        losePostAnswer = false;
        return response.destroy();
      }
      return send(201, { data: { id, text: body.text, edit_history_tweet_ids: [id] } });
    }
    const timeline = /^\/2\/users\/(\d+)\/tweets$/.exec(url.pathname);
    if (timeline) {
      const since = Date.parse(call.query.start_time ?? '');
      if (Number.isNaN(since)) return send(400, { detail: 'start_time is invalid' });
      return send(200, {
        data: posts
          .slice()
          .reverse()
          .map((post) => ({
            id: post.id,
            text: post.text,
            edit_history_tweet_ids: [post.id],
            ...(post.media_keys.length > 0 ? { attachments: { media_keys: post.media_keys } } : {}),
          })),
        meta: { result_count: posts.length },
      });
    }
    return send(404, { title: 'Not Found Error', detail: `no route ${url.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    posts,
    failNextPost(status: number, body: unknown) {
      failPost = { status, body };
    },
    loseNextPostAnswer() {
      losePostAnswer = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
