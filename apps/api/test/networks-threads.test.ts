import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { NetworkProvider, PublishMedia } from '../src/networks/provider.js';
import { startFakeThreads } from './support/fake-threads.js';
import { finishLinking, linkablePlatform, startLinking } from './support/link-account.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let th: Awaited<ReturnType<typeof startFakeThreads>>;
let provider: NetworkProvider;
beforeAll(async () => {
  th = await startFakeThreads();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      threads: {
        clientId: 'th-app',
        clientSecret: 'segredo',
        authUrl: `${th.url}/oauth/authorize`,
        apiUrl: th.url,
      },
    },
  });
  const found = t.server.services.networks.providerFor('Threads');
  if (!found) throw new Error('no provider');
  provider = found;
});
afterAll(async () => {
  await t.close();
  await th.close();
});

const account = {
  networkUserId: '2601',
  tokens: { accessToken: 'longo-th-curto', refreshToken: null, expiresAt: null },
};
const image = (name: string): PublishMedia => ({
  url: `https://cdn.exemplo.com/${name}`,
  bytes: null,
  contentType: 'image/jpeg',
  fileName: name,
});
const video: PublishMedia = {
  url: 'https://cdn.exemplo.com/v.mp4',
  bytes: null,
  contentType: 'video/mp4',
  fileName: 'v.mp4',
};
const containerCalls = () => th.calls.filter((call) => call.path === '/v1.0/2601/threads');

describe('Threads adapter (against a local fake)', () => {
  it('links with a long-lived token (no PKCE), refuses a bad code and unlinks', async () => {
    const user = await createUser(t, 'th-live@exemplo.com');
    const platformId = await linkablePlatform(t, 'Threads');
    const first = await startLinking(t, user, platformId);
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${th.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'th-app',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      state: first.state,
      response_type: 'code',
      scope: 'threads_basic,threads_content_publish,threads_manage_insights',
    });
    const refused = await finishLinking(t, user, platformId, first.state, 'codigo-falso');
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O Threads recusou a autorização. Tente conectar novamente.',
    });
    const second = await startLinking(t, user, platformId);
    const linked = await finishLinking(t, user, platformId, second.state, 'codigo-valido');
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'lojadamaria.th',
      userProfilePictureUrl: 'https://cdn.exemplo.com/th.jpg',
    });
    expect(th.calls.filter((call) => call.path === '/oauth/access_token').at(-1)?.form).toEqual({
      client_id: 'th-app',
      client_secret: 'segredo',
      grant_type: 'authorization_code',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      code: 'codigo-valido',
    });
    expect(th.calls.find((call) => call.path === '/access_token')?.query).toEqual({
      grant_type: 'th_exchange_token',
      client_secret: 'segredo',
      access_token: 'th-curto',
    });
    const row = await t.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe('2601');
    expect(t.server.services.tokenCipher.decrypt(row.access_token_encrypted ?? '')).toBe('longo-th-curto');
    expect(row.token_expires_at?.getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600_000);
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
  });

  it('publishes text, an image and a carousel through containers and threads_publish', async () => {
    const text = await provider.publish({ account, caption: 'Bom dia!', media: [], idempotencyKey: 'th-1' });
    expect(containerCalls().at(-1)?.form).toEqual({
      media_type: 'TEXT',
      text: 'Bom dia!',
      access_token: 'longo-th-curto',
    });
    const publish = th.calls.filter((call) => call.path === '/v1.0/2601/threads_publish').at(-1);
    expect(publish?.form).toEqual({ creation_id: 'th-container-1', access_token: 'longo-th-curto' });
    expect(text.networkPostId).toBe('17901');

    await provider.publish({ account, caption: 'Foto', media: [image('a.jpg')], idempotencyKey: 'th-2' });
    expect(containerCalls().at(-1)?.form).toEqual({
      media_type: 'IMAGE',
      image_url: 'https://cdn.exemplo.com/a.jpg',
      text: 'Foto',
      access_token: 'longo-th-curto',
    });

    const before = containerCalls().length;
    await provider.publish({
      account,
      caption: 'Carrossel',
      media: [image('a.jpg'), video],
      idempotencyKey: 'th-3',
    });
    const created = containerCalls().slice(before);
    expect(created.map((call) => call.form)).toEqual([
      {
        media_type: 'IMAGE',
        image_url: 'https://cdn.exemplo.com/a.jpg',
        is_carousel_item: 'true',
        access_token: 'longo-th-curto',
      },
      {
        media_type: 'VIDEO',
        video_url: 'https://cdn.exemplo.com/v.mp4',
        is_carousel_item: 'true',
        access_token: 'longo-th-curto',
      },
      {
        media_type: 'CAROUSEL',
        children: 'th-container-3,th-container-4',
        text: 'Carrossel',
        access_token: 'longo-th-curto',
      },
    ]);
    // The video child was polled until Threads finished it (IN_PROGRESS, then FINISHED).
    expect(
      th.calls.filter((call) => call.path === '/v1.0/th-container-4').map((call) => call.query.fields),
    ).toEqual(['status', 'status']);
  });

  it('a retry after a lost publish answer does not post twice; one after a failed publish publishes the saved container', async () => {
    let saved: string | null = null;
    const request = {
      account,
      caption: 'Vídeo',
      media: [video],
      idempotencyKey: 'th-4',
      saveProgress: async (progress: string) => {
        saved = progress;
      },
    };
    th.failNextPublish(500, 2, true);
    expect(await provider.publish(request).catch((e: unknown) => e)).toMatchObject({
      kind: 'transient',
      message: 'O Threads está indisponível no momento. Tentaremos novamente.',
    });
    const container = (JSON.parse(saved ?? '{}') as { container?: string }).container;
    expect(container).toMatch(/^th-container-/);
    const created = th.containersCreated();
    const publishes = th.published.length;
    const retried = await provider.publish({ ...request, progress: saved });
    expect(retried.networkPostId).toBe(container);
    expect(th.containersCreated()).toBe(created);
    expect(th.published.length).toBe(publishes);

    // A publish that failed before posting publishes the saved container on the retry.
    th.failNextPublish(500, 2);
    expect(
      await provider
        .publish({ ...request, caption: 'Outro', idempotencyKey: 'th-5' })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'transient' });
    const again = await provider.publish({
      ...request,
      caption: 'Outro',
      idempotencyKey: 'th-5',
      progress: saved,
    });
    expect(th.containersCreated()).toBe(created + 1);
    expect(th.published.at(-1)).toBe((JSON.parse(saved ?? '{}') as { container?: string }).container);
    expect(again.networkPostId).toMatch(/^1790\d+$/);
  });

  it('maps Threads refusals to pt-BR reasons', async () => {
    const text = (caption: string) => ({ account, caption, media: [], idempotencyKey: caption });
    th.failNextContainer(400, 4, true);
    expect(await provider.publish(text('a')).catch((e: unknown) => e)).toMatchObject({ kind: 'transient' });
    th.failNextContainer(400, 190);
    expect(await provider.publish(text('b')).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      name: 'ConnectionRefusedError',
    });
    th.failNextContainer(400, 100);
    expect(await provider.publish(text('c')).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      message: 'O Threads recusou a publicação: Falha simulada',
    });
    const eleven = Array.from({ length: 11 }, (_, index) => image(`${index}.jpg`));
    expect(await provider.publish({ ...text('d'), media: eleven }).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      message: 'O Threads aceita até 10 mídias por post.',
    });
  });

  it('reads followers and the day’s views and interactions from threads_insights, and refreshes the long-lived token', async () => {
    expect(await provider.fetchMetrics({ ...account, username: 'lojadamaria.th' })).toEqual({
      username: 'lojadamaria.th',
      name: 'Loja da Maria',
      profile_picture_url: 'https://cdn.exemplo.com/th.jpg',
      followers_count: 5120,
      follows_count: 0,
      media_count: 0,
      biography: 'Moda feminina',
    });
    const since = new Date('2026-11-24T03:00:00Z');
    const until = new Date('2026-11-25T03:00:00Z');
    expect(await provider.fetchDayMetrics(account, { since, until })).toEqual({ reach: 150, engagement: 50 });
    expect(th.calls.filter((call) => call.path === '/v1.0/2601/threads_insights').at(-1)?.query).toEqual({
      metric: 'views,likes,replies,reposts,quotes',
      since: String(since.getTime() / 1000),
      until: String(until.getTime() / 1000),
      access_token: 'longo-th-curto',
    });

    expect(await provider.refreshToken(account.tokens)).toMatchObject({
      accessToken: 'th-renovado',
      refreshToken: null,
    });
    expect(th.calls.find((call) => call.path === '/refresh_access_token')?.query).toEqual({
      grant_type: 'th_refresh_token',
      access_token: 'longo-th-curto',
    });
    await expect(provider.refreshToken({ ...account.tokens, accessToken: 'expirado' })).rejects.toMatchObject(
      {
        name: 'NetworkAuthError',
        message: 'A conta precisa ser conectada novamente.',
      },
    );
  });
});
