import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { recordDailySnapshots } from '../src/metrics/snapshots.js';
import type { NetworkProvider } from '../src/networks/provider.js';
import { pkceChallenge } from '../src/networks/sandbox.js';
import { refreshExpiringTokens } from '../src/scheduler/token-refresh.js';
import { startFakeX, xClient } from './support/fake-x.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let fake: Awaited<ReturnType<typeof startFakeX>>;
let platformId: number;
beforeAll(async () => {
  fake = await startFakeX();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      x: {
        clientId: xClient.id,
        clientSecret: xClient.secret,
        authUrl: `${fake.url}/i/oauth2/authorize`,
        apiUrl: fake.url,
      },
    },
  });
  platformId = (
    await t.db.selectFrom('platforms').select('id').where('slug', '=', 'x').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function xProvider(): NetworkProvider {
  const provider = t.server.services.networks.providerFor('Twitter/X');
  if (provider?.mode !== 'live') throw new Error('no live X provider');
  return provider;
}

const account = {
  networkUserId: '1449170000000000001',
  tokens: { accessToken: 'at.x.1', refreshToken: 'rt.x.1', expiresAt: null },
};
const image = (name: string) => ({
  url: null,
  bytes: new Uint8Array(2048).fill(1),
  contentType: 'image/jpeg',
  fileName: name,
});
const postCalls = () => fake.calls.filter((call) => call.method === 'POST' && call.path === '/2/tweets');

describe('X API v2 adapter (against a local fake)', () => {
  it('links with PKCE and basic auth, reads the public metrics, refreshes and revokes on unlink', async () => {
    const user = await createUser(t, 'x-live@exemplo.com');
    const start = async () =>
      (
        await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
          token: user.token,
          body: { platformId },
        })
      ).body.data;
    const first = await start();
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/i/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'cliente-x',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      scope: 'tweet.read tweet.write users.read offline.access media.write',
      state: first.state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    const refused = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: { code: 'codigo-falso', state: first.state, platformId, userId: user.user.id },
    });
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O X recusou a autorização. Tente conectar novamente.',
    });

    const second = await start();
    const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: { code: 'codigo-valido', state: second.state, platformId, userId: user.user.id },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'lojadamaria',
      userProfilePictureUrl: 'https://pbs.twimg.com/profile_images/1/maria_normal.jpg',
    });
    const exchange = fake.calls.filter((call) => call.path === '/2/oauth2/token').at(-1);
    expect(exchange).toMatchObject({
      method: 'POST',
      auth: `Basic ${Buffer.from('cliente-x:segredo-x').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(exchange?.fields).toEqual({
      grant_type: 'authorization_code',
      code: 'codigo-valido',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      code_verifier: expect.any(String),
    });
    // The verifier sent is the one behind the challenge of this linking's authorization URL.
    expect(pkceChallenge(String(exchange?.fields.code_verifier))).toBe(
      new URL(second.authorizationUrl).searchParams.get('code_challenge'),
    );
    const row = await t.db
      .selectFrom('social_accounts')
      .select(['network_user_id', 'token_expires_at'])
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe('1449170000000000001');
    // X access tokens live two hours: the worker refreshes them ahead of that.
    expect(row.token_expires_at?.getTime()).toBeGreaterThan(Date.now() + 7100_000);

    const metrics = await t.call<Schemas['AccountMetrics']>(
      'GET',
      `/metrics?accountID=${linked.body.data.id}`,
      {
        token: user.token,
      },
    );
    expect(metrics.status).toBe(200);
    expect(metrics.body.data).toMatchObject({
      username: 'lojadamaria',
      name: 'Loja da Maria',
      followers_count: 1520,
      follows_count: 310,
      media_count: 4821,
      biography: 'Doces artesanais em Campinas',
    });
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/2/users/me',
      query: { 'user.fields': 'public_metrics,profile_image_url,description' },
      auth: 'Bearer at.x.1',
    });
    await expect(
      xProvider().fetchDayMetrics(account, { since: new Date(), until: new Date() }),
    ).rejects.toMatchObject({ name: 'MetricsNotAvailableError' });

    expect(await xProvider().refreshToken(account.tokens)).toMatchObject({
      accessToken: 'at.x.2',
      refreshToken: 'rt.x.2',
    });
    expect(fake.calls.at(-1)?.fields).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt.x.1' });
    await expect(
      xProvider().refreshToken({ ...account.tokens, refreshToken: 'rt.revogado' }),
    ).rejects.toMatchObject({ message: 'A conta precisa ser conectada novamente.' });

    // The worker refreshes tokens ahead of their expiry and keeps the new ones sealed.
    await t.db
      .updateTable('social_accounts')
      .set({ token_expires_at: new Date(Date.now() + 60_000) })
      .where('id', '=', linked.body.data.id)
      .execute();
    expect(await refreshExpiringTokens(t.server.services)).toBe(1);
    const refreshedRow = await t.db
      .selectFrom('social_accounts')
      .select(['access_token_encrypted', 'refresh_token_encrypted'])
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    const { tokenCipher } = t.server.services;
    expect(tokenCipher.decrypt(refreshedRow.access_token_encrypted ?? '')).toBe('at.x.2');
    expect(tokenCipher.decrypt(refreshedRow.refresh_token_encrypted ?? '')).toBe('rt.x.2');

    // X keeps no reach or engagement per day: the daily snapshots skip the account without asking X anything.
    const asked = fake.calls.length;
    expect(await recordDailySnapshots(t.server.services)).toBe(0);
    expect(fake.calls.length).toBe(asked);

    const removed = await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, {
      token: user.token,
    });
    expect(removed.status).toBe(200);
    expect(fake.calls.filter((call) => call.path === '/2/oauth2/revoke').map((call) => call.fields)).toEqual([
      { token: 'rt.x.2', token_type_hint: 'refresh_token', client_id: 'cliente-x' },
      { token: 'at.x.2', token_type_hint: 'access_token', client_id: 'cliente-x' },
    ]);
  });

  it('posts text, images uploaded in one request each, and a video uploaded in chunks', async () => {
    const provider = xProvider();
    const text = await provider.publish({
      account,
      caption: 'Bom dia, Campinas!',
      media: [],
      idempotencyKey: 'x1',
    });
    expect(postCalls().at(-1)).toMatchObject({
      auth: 'Bearer at.x.1',
      contentType: 'application/json',
      json: { text: 'Bom dia, Campinas!' },
    });
    expect(text.networkPostId).toBe(fake.posts.at(-1)?.id);

    const before = fake.calls.length;
    const photos = await provider.publish({
      account,
      caption: 'Fotos novas',
      media: [image('a.jpg'), image('b.jpg')],
      idempotencyKey: 'x2',
    });
    const uploads = fake.calls.slice(before).filter((call) => call.path === '/2/media/upload');
    expect(uploads.map((call) => call.fields)).toEqual([
      {
        media: { fileName: 'a.jpg', type: 'image/jpeg', size: 2048 },
        media_category: 'tweet_image',
        media_type: 'image/jpeg',
      },
      {
        media: { fileName: 'b.jpg', type: 'image/jpeg', size: 2048 },
        media_category: 'tweet_image',
        media_type: 'image/jpeg',
      },
    ]);
    const mediaIds = fake.posts.at(-1)?.media_keys.map((key) => key.slice(2));
    expect(postCalls().at(-1)?.json).toEqual({ text: 'Fotos novas', media: { media_ids: mediaIds } });
    expect(photos.networkPostId).toBe(fake.posts.at(-1)?.id);

    // A 5 MB video, fetched from its URL: INIT, two 4 MB-at-most APPENDs, FINALIZE, STATUS until it is ready.
    const size = 5 * 1024 * 1024;
    const videoStart = fake.calls.length;
    await provider.publish({
      account,
      caption: 'Bastidores',
      media: [
        {
          url: `${fake.url}/media/v.mp4?bytes=${size}`,
          bytes: null,
          contentType: 'video/mp4',
          fileName: 'v.mp4',
        },
      ],
      idempotencyKey: 'x3',
    });
    const steps = fake.calls.slice(videoStart).filter((call) => call.path === '/2/media/upload');
    const [init, ...rest] = steps;
    expect(init?.fields).toEqual({
      command: 'INIT',
      media_type: 'video/mp4',
      total_bytes: String(size),
      media_category: 'tweet_video',
    });
    const videoId = fake.posts.at(-1)?.media_keys[0]?.slice(2);
    expect(
      rest.map((call) => [call.method, call.fields.command ?? call.query.command, call.fields.segment_index]),
    ).toEqual([
      ['POST', 'APPEND', '0'],
      ['POST', 'APPEND', '1'],
      ['POST', 'FINALIZE', undefined],
      ['GET', 'STATUS', undefined],
      ['GET', 'STATUS', undefined],
    ]);
    expect(rest.map((call) => call.fields.media_id ?? call.query.media_id)).toEqual(Array(5).fill(videoId));
    expect(rest.slice(0, 2).map((call) => (call.fields.media as { size: number }).size)).toEqual([
      4 * 1024 * 1024,
      size - 4 * 1024 * 1024,
    ]);
    expect(postCalls().at(-1)?.json).toEqual({ text: 'Bastidores', media: { media_ids: [videoId] } });

    await expect(
      provider.publish({
        account,
        caption: 'Demais',
        media: [image('1.jpg'), image('2.jpg'), image('3.jpg'), image('4.jpg'), image('5.jpg')],
        idempotencyKey: 'x4',
      }),
    ).rejects.toMatchObject({ kind: 'permanent', message: 'O X aceita até 4 imagens por post.' });
  });

  it('maps X refusals to pt-BR reasons: rate limit retried, revoked token to relink, refused content final', async () => {
    const provider = xProvider();
    const attempt = (key: string) =>
      provider
        .publish({ account, caption: 'Oferta do dia', media: [], idempotencyKey: key })
        .catch((e: unknown) => e);
    fake.failNextPost(429, { title: 'Too Many Requests', detail: 'Too Many Requests', status: 429 });
    expect(await attempt('e1')).toMatchObject({
      kind: 'transient',
      message: 'O X limitou as publicações desta conta no momento. Tentaremos novamente.',
    });
    fake.failNextPost(401, { title: 'Unauthorized', detail: 'Unauthorized', status: 401 });
    expect(await attempt('e2')).toMatchObject({ name: 'ConnectionRefusedError', kind: 'permanent' });
    fake.failNextPost(403, {
      title: 'Forbidden',
      detail: 'You are not allowed to create a Tweet with duplicate content.',
      status: 403,
    });
    expect(await attempt('e3')).toMatchObject({
      kind: 'permanent',
      message: 'O X recusou a publicação: You are not allowed to create a Tweet with duplicate content.',
    });
    fake.failNextPost(503, { title: 'Service Unavailable', status: 503 });
    expect(await attempt('e4')).toMatchObject({
      kind: 'transient',
      message: 'O X está indisponível no momento. Tentaremos novamente.',
    });
  });

  it('a retry after the answer to the post was lost finds the post instead of posting twice', async () => {
    const provider = xProvider();
    let saved: string | null = null;
    const request = {
      account,
      caption: 'Lançamento hoje às 18h',
      media: [image('capa.jpg')],
      idempotencyKey: 'x-retry',
      saveProgress: async (progress: string) => {
        saved = progress;
      },
    };
    const postsBefore = postCalls().length;
    fake.loseNextPostAnswer();
    expect(await provider.publish({ ...request, progress: null }).catch((e: unknown) => e)).toMatchObject({
      kind: 'transient',
    });
    expect(postCalls().length).toBe(postsBefore + 1);
    const sent = fake.posts.at(-1);
    expect(JSON.parse(saved ?? '{}')).toEqual({
      mediaIds: [sent?.media_keys[0]?.slice(2)],
      postingSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    const uploadsBefore = fake.calls.filter((call) => call.path === '/2/media/upload').length;
    const { postingSince } = JSON.parse(saved ?? '{}') as { postingSince: string };

    const retried = await provider.publish({ ...request, progress: saved });
    expect(retried.networkPostId).toBe(sent?.id);
    expect(postCalls().length).toBe(postsBefore + 1);
    expect(fake.calls.filter((call) => call.path === '/2/media/upload').length).toBe(uploadsBefore);
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: '/2/users/1449170000000000001/tweets',
      query: { start_time: postingSince, max_results: '5', 'tweet.fields': 'attachments' },
    });
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ postId: sent?.id });
    // Once the post id is saved, another retry answers it without asking X.
    const callsBefore = fake.calls.length;
    expect((await provider.publish({ ...request, progress: saved })).networkPostId).toBe(sent?.id);
    expect(fake.calls.length).toBe(callsBefore);

    // An attempt stopped before X got the post (the worker lost its claim) is posted once by the retry.
    let stopped: string | null = null;
    const crashed = await provider
      .publish({
        ...request,
        caption: 'Outra novidade',
        media: [],
        idempotencyKey: 'x-retry-2',
        progress: null,
        saveProgress: async (progress) => {
          stopped = progress;
          throw new Error('claim lost');
        },
      })
      .catch((e: unknown) => e);
    expect(crashed).toMatchObject({ message: 'claim lost' });
    expect(postCalls().length).toBe(postsBefore + 1);
    const again = await provider.publish({
      ...request,
      caption: 'Outra novidade',
      media: [],
      idempotencyKey: 'x-retry-2',
      progress: stopped,
    });
    expect(postCalls().length).toBe(postsBefore + 2);
    expect(again.networkPostId).toBe(fake.posts.at(-1)?.id);

    // Without media the lost post is found by its text, its links read back as t.co links.
    let textSaved: string | null = null;
    const textRequest = {
      account,
      caption: 'Cardápio novo: https://loja.com.br/cardapio',
      media: [],
      idempotencyKey: 'x-retry-text',
      saveProgress: async (progress: string) => {
        textSaved = progress;
      },
    };
    fake.loseNextPostAnswer();
    await provider.publish({ ...textRequest, progress: null }).catch(() => null);
    const textPost = fake.posts.at(-1);
    expect(textPost?.text).toMatch(/^Cardápio novo: https:\/\/t\.co\/\w+$/);
    const postsNow = postCalls().length;
    expect((await provider.publish({ ...textRequest, progress: textSaved })).networkPostId).toBe(
      textPost?.id,
    );
    expect(postCalls().length).toBe(postsNow);
  });
});
