import { startFakeHttp } from './fake-http.js';

/**
 * A local Threads API (graph.threads.net) with the documented shapes: the code exchange
 * (`POST /oauth/access_token`), the long-lived token (`GET /access_token`, `th_exchange_token`) and its refresh
 * (`GET /refresh_access_token`, `th_refresh_token`), `/v1.0/me`, containers (`POST /v1.0/{user}/threads`)
 * whose `status` reads `FINISHED` — a video's reads `IN_PROGRESS` once first — or `PUBLISHED` once
 * published, `threads_publish`, and `threads_insights`. Errors have the Graph shape. `failNextContainer` and
 * `failNextPublish` (before publishing or, `afterPublishing`, with the answer lost) inject failures.
 */
export async function startFakeThreads() {
  let containers = 0;
  const published: string[] = [];
  const processing = new Set<string>();
  let failContainer: { status: number; code: number; transient?: boolean } | null = null;
  let failPublish: { status: number; code: number; afterPublishing: boolean } | null = null;
  const fake = await startFakeHttp((call, reply) => {
    const params = call.method === 'POST' ? call.form : call.query;
    const error = (status: number, code: number, message: string, transient = false) =>
      reply(status, {
        error: { message, type: 'OAuthException', code, is_transient: transient, fbtrace_id: 'A1' },
      });
    if (call.path === '/oauth/access_token') {
      if (
        call.method !== 'POST' ||
        params.client_id !== 'th-app' ||
        params.client_secret !== 'segredo' ||
        params.grant_type !== 'authorization_code' ||
        params.code !== 'codigo-valido'
      )
        return error(400, 100, 'Invalid verification code');
      return reply(200, { access_token: 'th-curto', user_id: 2601 });
    }
    if (call.path === '/access_token') {
      if (params.grant_type !== 'th_exchange_token' || params.client_secret !== 'segredo')
        return error(400, 100, 'Invalid grant');
      return reply(200, {
        access_token: `longo-${params.access_token}`,
        token_type: 'bearer',
        expires_in: 5_183_944,
      });
    }
    if (call.path === '/refresh_access_token') {
      if (params.grant_type !== 'th_refresh_token' || params.access_token !== 'longo-th-curto')
        return error(400, 190, 'Error validating access token');
      return reply(200, { access_token: 'th-renovado', token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (params.access_token !== 'longo-th-curto') return error(400, 190, 'Invalid OAuth access token');
    if (call.path === '/v1.0/me')
      return reply(200, {
        id: '2601',
        username: 'lojadamaria.th',
        name: 'Loja da Maria',
        threads_profile_picture_url: 'https://cdn.exemplo.com/th.jpg',
        threads_biography: 'Moda feminina',
      });
    if (call.path === '/v1.0/2601/threads' && call.method === 'POST') {
      const failure = failContainer;
      failContainer = null;
      if (failure) return error(failure.status, failure.code, 'Falha simulada', failure.transient);
      containers += 1;
      const id = `th-container-${containers}`;
      if (params.media_type === 'VIDEO') processing.add(id);
      return reply(200, { id });
    }
    if (call.path.startsWith('/v1.0/th-container-')) {
      const id = call.path.slice('/v1.0/'.length);
      if (Number(id.split('-')[2]) > containers) return error(400, 100, 'Unsupported get request');
      const status = published.includes(id) ? 'PUBLISHED' : processing.has(id) ? 'IN_PROGRESS' : 'FINISHED';
      processing.delete(id);
      return reply(200, { status, id });
    }
    if (call.path === '/v1.0/2601/threads_publish') {
      const failure = failPublish;
      failPublish = null;
      if (failure && !failure.afterPublishing)
        return error(failure.status, failure.code, 'Falha simulada', true);
      published.push(params.creation_id ?? '');
      if (failure) return error(failure.status, failure.code, 'Falha simulada', true);
      return reply(200, { id: `1790${params.creation_id?.replace(/\D/g, '')}` });
    }
    if (call.path === '/v1.0/2601/threads_insights') {
      if (params.metric === 'followers_count')
        return reply(200, {
          data: [
            {
              name: 'followers_count',
              period: 'day',
              total_value: { value: 5120 },
              id: '2601/insights/followers_count/day',
            },
          ],
        });
      return reply(200, {
        data: [
          {
            name: 'views',
            period: 'day',
            values: [
              { value: 120, end_time: '2026-11-24T08:00:00+0000' },
              { value: 30, end_time: '2026-11-25T08:00:00+0000' },
            ],
          },
          { name: 'likes', period: 'day', total_value: { value: 40 } },
          { name: 'replies', period: 'day', total_value: { value: 5 } },
          { name: 'reposts', period: 'day', total_value: { value: 3 } },
          { name: 'quotes', period: 'day', total_value: { value: 2 } },
        ],
      });
    }
    return error(404, 803, 'Unknown path');
  });
  return {
    ...fake,
    published,
    containersCreated: () => fake.calls.filter((call) => call.path === '/v1.0/2601/threads').length,
    failNextContainer(status: number, code: number, transient = false) {
      failContainer = { status, code, transient };
    },
    failNextPublish(status: number, code: number, afterPublishing = false) {
      failPublish = { status, code, afterPublishing };
    },
  };
}
