import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type NetworkCredentials } from '../src/config.js';
import {
  MetricsNotAvailableError,
  type NetworkProvider,
  type PublishMedia,
} from '../src/networks/provider.js';
import { createYouTubeProvider, shortTitle } from '../src/networks/youtube.js';
import { startFakeYouTube, youtubeShort } from './support/fake-youtube.js';
import { finishLinking, linkablePlatform, startLinking } from './support/link-account.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let yt: Awaited<ReturnType<typeof startFakeYouTube>>;
let credentials: NetworkCredentials;
/** The adapter with Google's smallest chunk (256 KiB), so the 600 KiB Short goes in three. */
let provider: NetworkProvider;
beforeAll(async () => {
  yt = await startFakeYouTube();
  credentials = {
    clientId: 'yt-app',
    clientSecret: 'segredo',
    authUrl: `${yt.url}/o/oauth2/v2/auth`,
    apiUrl: yt.url,
    oauthUrl: yt.url,
  };
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({ networks: { ...base, youtube: credentials } });
  provider = createYouTubeProvider(credentials, { chunkBytes: 256 * 1024 });
});
afterAll(async () => {
  await t.close();
  await yt.close();
});

const account = {
  networkUserId: 'UC1234567890abcdefghij',
  tokens: { accessToken: 'ya29.token', refreshToken: '1//refresh', expiresAt: null },
};
const short = (): PublishMedia => ({
  url: `${yt.url}/media/short.mp4`,
  bytes: null,
  contentType: 'video/mp4',
  fileName: 'pao-de-queijo.mp4',
});
const sessionOf = (progress: string | null) =>
  new URL((JSON.parse(progress ?? '{}') as { session: string }).session).searchParams.get('upload_id') ?? '';
const inits = () =>
  yt.calls.filter((call) => call.method === 'POST' && call.path === '/upload/youtube/v3/videos');
const puts = () => yt.calls.filter((call) => call.method === 'PUT');

describe('YouTube adapter (against a local fake)', () => {
  it('links the channel with PKCE and offline access, and revokes the grant on unlink', async () => {
    const user = await createUser(t, 'yt-live@exemplo.com');
    const platformId = await linkablePlatform(t, 'YouTube');
    const first = await startLinking(t, user, platformId);
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${yt.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'yt-app',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      response_type: 'code',
      scope:
        'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
      state: first.state,
      access_type: 'offline',
      prompt: 'consent',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
    });
    const refused = await finishLinking(t, user, platformId, first.state, 'codigo-falso');
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O YouTube recusou a autorização. Tente conectar novamente.',
    });
    const second = await startLinking(t, user, platformId);
    const linked = await finishLinking(t, user, platformId, second.state, 'codigo-valido');
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: '@lojadamaria',
      userProfilePictureUrl: 'https://yt3.ggpht.com/maria=s88',
    });
    const exchange = yt.calls.filter((call) => call.path === '/token').at(-1);
    expect(exchange?.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'codigo-valido',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      client_id: 'yt-app',
      client_secret: 'segredo',
    });
    expect(exchange?.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(yt.calls.find((call) => call.path === '/youtube/v3/channels')?.query).toEqual({
      part: 'snippet,statistics',
      mine: 'true',
    });
    const row = await t.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe('UC1234567890abcdefghij');
    expect(t.server.services.tokenCipher.decrypt(row.refresh_token_encrypted ?? '')).toBe('1//refresh');
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    expect(yt.calls.find((call) => call.path === '/revoke')?.form).toEqual({ token: '1//refresh' });
  });

  it('uploads a Short with the resumable protocol: metadata first, then the bytes in Content-Range chunks', async () => {
    const caption = 'Pão de queijo em 1 minuto\nReceita completa da vovó #shorts';
    const posted = await provider.publish({ account, caption, media: [short()], idempotencyKey: 'yt-1' });
    const init = inits().at(-1);
    expect(init?.query).toEqual({ uploadType: 'resumable', part: 'snippet,status' });
    expect(init?.headers).toMatchObject({
      authorization: 'Bearer ya29.token',
      'content-type': 'application/json; charset=UTF-8',
      'x-upload-content-length': String(youtubeShort.length),
      'x-upload-content-type': 'video/mp4',
    });
    expect(init?.json).toEqual({
      snippet: { title: 'Pão de queijo em 1 minuto', description: caption },
      status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
    });
    const chunks = puts();
    expect(chunks.map((call) => call.headers['content-range'])).toEqual([
      'bytes 0-262143/614400',
      'bytes 262144-524287/614400',
      'bytes 524288-614399/614400',
    ]);
    expect(chunks.every((call) => call.query.upload_id === 'sessao-1')).toBe(true);
    expect(yt.received('sessao-1').equals(youtubeShort)).toBe(true);
    expect(posted.networkPostId).toBe('video-1');
  });

  it('resumes an interrupted upload from the byte YouTube holds, in the same session', async () => {
    let saved: string | null = null;
    const request = {
      account,
      caption: 'Bastidores',
      media: [short()],
      idempotencyKey: 'yt-2',
      saveProgress: async (progress: string) => {
        saved = progress;
      },
    };
    const initsBefore = inits().length;
    // The first chunk goes in; the second meets an outage.
    yt.failChunkAfter(1);
    expect(await provider.publish(request).catch((e: unknown) => e)).toMatchObject({
      kind: 'transient',
      message: 'O YouTube está indisponível no momento. Tentaremos novamente.',
    });
    const session = sessionOf(saved);
    expect(session).toBe('sessao-2');
    const held = yt.received(session).length;
    expect(held).toBe(256 * 1024);

    const resumed = await provider.publish({ ...request, progress: saved });
    expect(inits()).toHaveLength(initsBefore + 1);
    const after = puts().filter((call) => call.query.upload_id === session);
    const ask = after.find((call) => call.headers['content-range'] === 'bytes */614400');
    expect(ask?.headers['content-length']).toBe('0');
    const next = ask ? after.slice(after.indexOf(ask) + 1) : [];
    expect(next[0]?.headers['content-range']).toBe(
      `bytes ${held}-${Math.min(held + 262144, 614400) - 1}/614400`,
    );
    expect(yt.received(session).equals(youtubeShort)).toBe(true);
    expect(resumed.networkPostId).toBe('video-2');
    expect(JSON.parse(saved ?? '{}')).toEqual({ videoId: 'video-2' });

    // The upload finished: a further retry answers the saved video without a call.
    const calls = yt.calls.length;
    expect((await provider.publish({ ...request, progress: saved })).networkPostId).toBe('video-2');
    expect(yt.calls.length).toBe(calls);
  });

  it('refuses posts without exactly one video, and maps Google refusals to pt-BR reasons', async () => {
    const refusal = 'O YouTube publica apenas vídeos: anexe um vídeo ao post.';
    const image = { ...short(), contentType: 'image/jpeg', fileName: 'a.jpg' };
    for (const media of [[], [image], [short(), short()]])
      expect(
        await provider
          .publish({ account, caption: 'x', media, idempotencyKey: 'yt-3' })
          .catch((e: unknown) => e),
      ).toMatchObject({ kind: 'permanent', message: refusal });
    const publish = () =>
      provider
        .publish({ account, caption: 'x', media: [short()], idempotencyKey: 'yt-4' })
        .catch((e: unknown) => e);
    yt.failNextInit(
      403,
      'quotaExceeded',
      'The request cannot be completed because you have exceeded your quota.',
    );
    expect(await publish()).toMatchObject({ kind: 'transient' });
    yt.failNextInit(429, 'rateLimitExceeded', 'Too many requests');
    expect(await publish()).toMatchObject({
      kind: 'transient',
      message: 'O YouTube limitou as publicações desta conta no momento. Tentaremos novamente.',
    });
    yt.failNextInit(401, 'authError', 'Invalid Credentials');
    expect(await publish()).toMatchObject({ kind: 'permanent', name: 'ConnectionRefusedError' });
    yt.failNextInit(400, 'invalidTitle', 'The request metadata specifies an invalid video title.');
    expect(await publish()).toMatchObject({
      kind: 'permanent',
      message: 'O YouTube recusou a publicação: The request metadata specifies an invalid video title.',
    });
  });

  it('titles a Short from the caption’s first line, up to 100 characters, or from the file name', () => {
    expect(shortTitle(`${'á'.repeat(120)}\nresto`, 'v.mp4')).toBe('á'.repeat(100));
    expect(shortTitle('\n  \n', 'pao-de-queijo.mp4')).toBe('pao-de-queijo');
  });

  it('reads the channel statistics as metrics, has no day metrics and refreshes keeping the refresh token', async () => {
    expect(await provider.fetchMetrics({ ...account, username: '@lojadamaria' })).toEqual({
      username: '@lojadamaria',
      name: 'Loja da Maria',
      profile_picture_url: 'https://yt3.ggpht.com/maria=s88',
      followers_count: 12840,
      follows_count: 87,
      media_count: 57,
      biography: 'Receitas e bastidores',
    });
    expect(yt.calls.filter((call) => call.path === '/youtube/v3/subscriptions').at(-1)?.query).toEqual({
      part: 'id',
      mine: 'true',
      maxResults: '1',
    });
    await expect(
      provider.fetchDayMetrics(account, { since: new Date(), until: new Date() }),
    ).rejects.toBeInstanceOf(MetricsNotAvailableError);
    expect(await provider.refreshToken(account.tokens)).toMatchObject({
      accessToken: 'ya29.novo',
      refreshToken: '1//refresh',
    });
    expect(yt.calls.filter((call) => call.path === '/token').at(-1)?.form).toEqual({
      grant_type: 'refresh_token',
      refresh_token: '1//refresh',
      client_id: 'yt-app',
      client_secret: 'segredo',
    });
    await expect(
      provider.refreshToken({ ...account.tokens, refreshToken: 'revogado' }),
    ).rejects.toMatchObject({
      name: 'NetworkAuthError',
    });
  });
});
