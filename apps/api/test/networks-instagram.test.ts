import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { PublishError } from '../src/networks/provider.js';
import { startFakeGraph } from './support/fake-graph.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  graph = await startFakeGraph();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      instagram: {
        clientId: 'app-123',
        clientSecret: 'segredo',
        authUrl: `${graph.url}/dialog/oauth`,
        apiUrl: graph.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const instagramId = async () =>
  (await t.db.selectFrom('platforms').select('id').where('name', '=', 'Instagram').executeTakeFirstOrThrow())
    .id;

async function startLink(user: Awaited<ReturnType<typeof createUser>>) {
  const start = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
    token: user.token,
    body: { platformId: await instagramId() },
  });
  expect(start.status).toBe(200);
  return start.body.data;
}

describe('Instagram Graph adapter (against a local fake)', () => {
  it('links the professional account, reads its metrics, publishes and revokes on unlink', async () => {
    const user = await createUser(t, 'ig-live@exemplo.com');
    const start = await startLink(user);
    const url = new URL(start.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${graph.url}/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe('app-123');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.config.publicAppUrl}/settings`);
    expect(url.searchParams.get('scope')).toContain('instagram_content_publish');

    const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'codigo-valido',
        state: start.state,
        platformId: await instagramId(),
        userId: user.user.id,
      },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'lojadamaria',
      userProfilePictureUrl: 'https://cdn.exemplo.com/maria.jpg',
    });
    const row = await t.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe('17841400000000042');
    expect(t.server.services.tokenCipher.decrypt(row.access_token_encrypted ?? '')).toBe('long-curto-123');

    graph.failNextProfile(500, 2);
    const down = await t.call('GET', `/metrics?accountID=${linked.body.data.id}`, { token: user.token });
    expect(down.status).toBe(502);
    expect(down.body).toMatchObject({
      code: 'NETWORK_UNAVAILABLE',
      message: 'A rede social não respondeu. Tente novamente em alguns instantes.',
    });
    const metrics = await t.call<Schemas['AccountMetrics']>(
      'GET',
      `/metrics?accountID=${linked.body.data.id}`,
      { token: user.token },
    );
    expect(metrics.body.data).toMatchObject({
      followers_count: 12840,
      follows_count: 312,
      media_count: 457,
      name: 'Loja da Maria',
    });

    const provider = t.server.services.networks.providerFor('Instagram');
    if (!provider) throw new Error('no provider');
    expect(provider.mode).toBe('live');
    const account = {
      networkUserId: '17841400000000042',
      tokens: { accessToken: 'long-curto-123', refreshToken: null, expiresAt: null },
    };

    // The daily snapshot's insights: one day's reach and interactions, the bounds as Unix seconds.
    const since = new Date('2026-11-21T03:00:00.000Z');
    const until = new Date('2026-11-22T03:00:00.000Z');
    expect(await provider.fetchDayMetrics(account, { since, until })).toEqual({
      reach: 3902,
      engagement: 321,
    });
    expect(graph.calls.find((call) => call.path.endsWith('/insights'))?.params).toMatchObject({
      metric: 'reach,total_interactions',
      period: 'day',
      metric_type: 'total_value',
      since: '1795230000',
      until: '1795316400',
    });
    const image = (name: string) => ({
      url: `https://cdn.exemplo.com/${name}`,
      bytes: null,
      contentType: 'image/jpeg',
      fileName: name,
    });
    const single = await provider.publish({
      account,
      caption: 'Verão',
      media: [image('a.jpg')],
      idempotencyKey: 'k1',
    });
    expect(single.networkPostId).toMatch(/^1790/);
    const carousel = await provider.publish({
      account,
      caption: 'Coleção',
      media: [image('a.jpg'), image('b.jpg')],
      idempotencyKey: 'k2',
    });
    expect(carousel.networkPostId).toMatch(/^1790/);
    const carouselCall = graph.calls.find((call) => call.params.media_type === 'CAROUSEL');
    expect(carouselCall?.params.children?.split(',')).toHaveLength(2);
    expect(carouselCall?.params.caption).toBe('Coleção');

    graph.failNextMedia(400, 4, true);
    const limited = await provider
      .publish({ account, caption: 'x', media: [image('a.jpg')], idempotencyKey: 'k3' })
      .catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(PublishError);
    expect(limited).toMatchObject({ kind: 'transient' });
    graph.failNextMedia(400, 190);
    expect(
      await provider
        .publish({ account, caption: 'x', media: [image('a.jpg')], idempotencyKey: 'k4' })
        .catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'permanent',
      message: 'A conta precisa ser conectada novamente antes de publicar.',
    });
    graph.failNextMedia(400, 36003);
    expect(
      await provider
        .publish({ account, caption: 'x', media: [image('a.jpg')], idempotencyKey: 'k5' })
        .catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'permanent',
    });

    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    expect(
      graph.calls.some(
        (call) =>
          call.method === 'DELETE' &&
          call.path === '/me/permissions' &&
          call.params.access_token === 'long-curto-123',
      ),
    ).toBe(true);
  });

  it('comments the first comment on the published media once, and reports a refused comment apart', async () => {
    const provider = t.server.services.networks.providerFor('Instagram');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: '17841400000000042',
      tokens: { accessToken: 'long-curto-123', refreshToken: null, expiresAt: null },
    };
    const media = [
      { url: 'https://cdn.exemplo.com/a.jpg', bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' },
    ];
    const comments = () => graph.calls.filter((call) => call.path.endsWith('/comments'));
    const before = comments().length;
    let saved: string | null = null;
    const request = {
      account,
      caption: 'Verão',
      media,
      firstComment: '#verao #moda',
      idempotencyKey: 'ig-comment-1',
      progress: null,
      async saveProgress(progress: string) {
        saved = progress;
      },
    };
    const posted = await provider.publish(request);
    expect(posted.firstComment).toMatchObject({ status: 'POSTED' });
    const [comment] = comments().slice(before);
    expect(comment).toMatchObject({
      method: 'POST',
      path: `/${posted.networkPostId}/comments`,
      params: { message: '#verao #moda', access_token: 'long-curto-123' },
    });

    // A retry of the same occurrence (its answer was lost) neither publishes nor comments again.
    const containers = graph.containersCreated();
    const again = await provider.publish({ ...request, progress: saved });
    expect(again).toEqual(posted);
    expect(graph.containersCreated()).toBe(containers);
    expect(comments().length).toBe(before + 1);

    graph.failNextComment(400, 100, 'Comentário bloqueado');
    const refused = await provider.publish({ ...request, idempotencyKey: 'ig-comment-2', progress: null });
    expect(refused.networkPostId).toMatch(/^1790/);
    expect(refused.firstComment).toEqual({
      status: 'FAILED',
      reason: 'O Instagram recusou o primeiro comentário: Comentário bloqueado',
    });
  });

  it('refuses a code the network rejects and links nothing', async () => {
    const user = await createUser(t, 'ig-refused@exemplo.com');
    const start = await startLink(user);
    const refused = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'codigo-falso',
        state: start.state,
        platformId: await instagramId(),
        userId: user.user.id,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O Instagram recusou a autorização. Tente conectar novamente.',
    });
    expect(
      await t.db
        .selectFrom('social_accounts')
        .select('id')
        .where('project_id', '=', user.projectId)
        .execute(),
    ).toEqual([]);
  });
});
