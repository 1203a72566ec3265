import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { NetworkProvider, PublishMedia } from '../src/networks/provider.js';
import { linkedInMedia, startFakeLinkedIn } from './support/fake-linkedin.js';
import { finishLinking, linkablePlatform, startLinking } from './support/link-account.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let li: Awaited<ReturnType<typeof startFakeLinkedIn>>;
let provider: NetworkProvider;
beforeAll(async () => {
  li = await startFakeLinkedIn();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      linkedin: {
        clientId: 'li-app',
        clientSecret: 'segredo',
        authUrl: `${li.url}/oauth/v2/authorization`,
        apiUrl: li.url,
        oauthUrl: `${li.url}/oauth/v2`,
      },
    },
  });
  const found = t.server.services.networks.providerFor('LinkedIn');
  if (!found) throw new Error('no provider');
  provider = found;
});
afterAll(async () => {
  await t.close();
  await li.close();
});

const account = {
  networkUserId: 'yLqE5-abc',
  tokens: { accessToken: 'li-token', refreshToken: 'li-refresh', expiresAt: null },
};
const media = (name: keyof typeof linkedInMedia, contentType: string): PublishMedia => ({
  url: `${li.url}/media/${name}`,
  bytes: null,
  contentType,
  fileName: name,
});
const restHeaders = { 'linkedin-version': '202510', 'x-restli-protocol-version': '2.0.0' };
const postCalls = () => li.calls.filter((call) => call.path === '/rest/posts');

describe('LinkedIn adapter (against a local fake)', () => {
  it('links the member with the client secret (no PKCE), refuses a bad code, revokes on unlink and has no metrics', async () => {
    const user = await createUser(t, 'li-live@exemplo.com');
    const platformId = await linkablePlatform(t, 'LinkedIn');
    const first = await startLinking(t, user, platformId);
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${li.url}/oauth/v2/authorization`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-app',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      state: first.state,
      scope: 'openid profile w_member_social',
    });
    const refused = await finishLinking(t, user, platformId, first.state, 'codigo-falso');
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O LinkedIn recusou a autorização. Tente conectar novamente.',
    });

    const second = await startLinking(t, user, platformId);
    const linked = await finishLinking(t, user, platformId, second.state, 'codigo-valido');
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'Maria Silva',
      userProfilePictureUrl: 'https://media.licdn.com/maria.jpg',
    });
    const exchange = li.calls.filter((call) => call.path === '/oauth/v2/accessToken').at(-1);
    expect(exchange?.form).toEqual({
      grant_type: 'authorization_code',
      code: 'codigo-valido',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      client_id: 'li-app',
      client_secret: 'segredo',
    });
    expect(li.calls.find((call) => call.path === '/v2/userinfo')?.headers.authorization).toBe(
      'Bearer li-token',
    );
    const row = await t.db
      .selectFrom('social_accounts')
      .selectAll()
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe('yLqE5-abc');
    expect(t.server.services.tokenCipher.decrypt(row.refresh_token_encrypted ?? '')).toBe('li-refresh');

    // Personal profiles have no analytics open to apps.
    expect(
      (await t.call('GET', `/metrics?accountID=${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(422);
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    expect(li.calls.find((call) => call.path === '/oauth/v2/revoke')?.form).toEqual({
      client_id: 'li-app',
      client_secret: 'segredo',
      token: 'li-token',
    });
  });

  it('posts text with the reserved characters escaped, through the versioned Posts API', async () => {
    const posted = await provider.publish({
      account,
      caption: 'Promoção (só hoje) #moda @maria',
      media: [],
      idempotencyKey: 'li-1',
    });
    expect(posted.networkPostId).toMatch(/^urn:li:share:\d+$/);
    const call = postCalls().at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.headers).toMatchObject({ ...restHeaders, authorization: 'Bearer li-token' });
    expect(call?.json).toEqual({
      author: 'urn:li:person:yLqE5-abc',
      commentary: 'Promoção \\(só hoje\\) \\#moda \\@maria',
      visibility: 'PUBLIC',
      distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    });
  });

  it('uploads images through the Images API and posts them together', async () => {
    const posted = await provider.publish({
      account,
      caption: 'Duas fotos',
      media: [media('a.jpg', 'image/jpeg'), media('b.png', 'image/png')],
      idempotencyKey: 'li-2',
    });
    const inits = li.calls.filter((call) => call.path === '/rest/images').slice(-2);
    for (const init of inits) {
      expect(init.query).toEqual({ action: 'initializeUpload' });
      expect(init.headers).toMatchObject(restHeaders);
      expect(init.json).toEqual({ initializeUploadRequest: { owner: 'urn:li:person:yLqE5-abc' } });
    }
    const puts = li.calls.filter((call) => call.path.startsWith('/upload/image-')).slice(-2);
    expect(puts.map((call) => [call.method, call.headers.authorization])).toEqual([
      ['PUT', 'Bearer li-token'],
      ['PUT', 'Bearer li-token'],
    ]);
    expect(puts[0]?.bytes.equals(linkedInMedia['a.jpg'])).toBe(true);
    expect(puts[1]?.bytes.equals(linkedInMedia['b.png'])).toBe(true);
    const images = puts.map((call) => `urn:li:image:C4E10AQ${call.path.split('-')[1]}`);
    expect(postCalls().at(-1)?.json).toMatchObject({
      commentary: 'Duas fotos',
      content: { multiImage: { images: images.map((id) => ({ id, altText: '' })) } },
    });
    expect(posted.networkPostId).toMatch(/^urn:li:share:/);
  });

  it('uploads a video in the parts LinkedIn asks for and finalizes it with their ETags in order', async () => {
    await provider.publish({
      account,
      caption: 'Vídeo',
      media: [media('v.mp4', 'video/mp4')],
      idempotencyKey: 'li-3',
    });
    const init = li.calls
      .filter((call) => call.path === '/rest/videos' && call.query.action === 'initializeUpload')
      .at(-1);
    expect(init?.json).toEqual({
      initializeUploadRequest: {
        owner: 'urn:li:person:yLqE5-abc',
        fileSizeBytes: 2500,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    });
    const parts = li.calls.filter((call) => call.path.startsWith('/upload/video-'));
    expect(parts.map((call) => call.bytes.length)).toEqual([1000, 1000, 500]);
    expect(Buffer.concat(parts.map((call) => call.bytes)).equals(linkedInMedia['v.mp4'])).toBe(true);
    const finalize = li.calls.find(
      (call) => call.path === '/rest/videos' && call.query.action === 'finalizeUpload',
    );
    const { video } = (finalize?.json as { finalizeUploadRequest: { video: string } } | undefined)
      ?.finalizeUploadRequest ?? { video: '' };
    expect(video).toMatch(/^urn:li:video:/);
    expect(finalize?.json).toEqual({
      finalizeUploadRequest: {
        video,
        uploadToken: expect.stringMatching(/^token-/),
        uploadedPartIds: ['"etag-1"', '"etag-2"', '"etag-3"'],
      },
    });
    expect(postCalls().at(-1)?.json).toMatchObject({ content: { media: { id: video } } });
  });

  it('a retry after a lost answer takes the post LinkedIn already has instead of posting twice, without uploading again', async () => {
    let saved: string | null = null;
    const request = {
      account,
      caption: 'Uma foto só',
      media: [media('a.jpg', 'image/jpeg')],
      idempotencyKey: 'li-4',
      saveProgress: async (progress: string) => {
        saved = progress;
      },
    };
    li.failNextPost(504, { status: 504, message: 'Gateway Timeout' }, true);
    const lost = await provider.publish(request).catch((error: unknown) => error);
    expect(lost).toMatchObject({
      kind: 'transient',
      message: 'O LinkedIn está indisponível no momento. Tentaremos novamente.',
    });
    const postsBefore = li.posts.length;
    const uploadsBefore = li.calls.filter((call) => call.path === '/rest/images').length;
    const retried = await provider.publish({ ...request, progress: saved });
    expect(retried.networkPostId).toBe(li.posts.at(-1)?.id);
    expect(li.posts.length).toBe(postsBefore);
    expect(li.calls.filter((call) => call.path === '/rest/images').length).toBe(uploadsBefore);
    // Once the post id is saved, a further retry asks LinkedIn nothing.
    const calls = li.calls.length;
    expect((await provider.publish({ ...request, progress: saved })).networkPostId).toBe(
      retried.networkPostId,
    );
    expect(li.calls.length).toBe(calls);
  });

  it('maps LinkedIn refusals to pt-BR reasons: rate limit and outage retried, expired token relinks, refused content fails', async () => {
    const text = (caption: string) => ({ account, caption, media: [], idempotencyKey: caption });
    li.failNextPost(429, { status: 429, message: 'Too many requests' });
    expect(await provider.publish(text('a')).catch((e: unknown) => e)).toMatchObject({
      kind: 'transient',
      message: 'O LinkedIn limitou as publicações desta conta no momento. Tentaremos novamente.',
    });
    li.failNextPost(503, { status: 503, message: 'Service unavailable' });
    expect(await provider.publish(text('b')).catch((e: unknown) => e)).toMatchObject({ kind: 'transient' });
    li.failNextPost(401, {
      status: 401,
      serviceErrorCode: 65601,
      message: 'The token used in the request has been revoked by the user',
    });
    expect(await provider.publish(text('c')).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      name: 'ConnectionRefusedError',
    });
    li.failNextPost(422, { status: 422, message: 'commentary is too long' });
    expect(await provider.publish(text('d')).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      message: 'O LinkedIn recusou a publicação: commentary is too long',
    });
    const images = Array.from({ length: 21 }, () => media('a.jpg', 'image/jpeg'));
    expect(await provider.publish({ ...text('e'), media: images }).catch((e: unknown) => e)).toMatchObject({
      kind: 'permanent',
      message: 'O LinkedIn aceita até 20 imagens por post.',
    });
    expect(
      await provider
        .publish({ ...text('f'), media: [media('v.mp4', 'video/mp4'), media('a.jpg', 'image/jpeg')] })
        .catch((e: unknown) => e),
    ).toMatchObject({
      kind: 'permanent',
      message: 'O LinkedIn aceita um único vídeo por post, sem imagens junto.',
    });
  });

  it('refreshes with the refresh token where LinkedIn issued one, and asks for a new link otherwise', async () => {
    expect(await provider.refreshToken(account.tokens)).toMatchObject({
      accessToken: 'li-novo',
      refreshToken: 'li-refresh-2',
    });
    expect(li.calls.filter((call) => call.path === '/oauth/v2/accessToken').at(-1)?.form).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'li-refresh',
      client_id: 'li-app',
      client_secret: 'segredo',
    });
    await expect(provider.refreshToken({ ...account.tokens, refreshToken: null })).rejects.toMatchObject({
      name: 'NetworkAuthError',
      message: 'A conta precisa ser conectada novamente.',
    });
    await expect(
      provider.refreshToken({ ...account.tokens, refreshToken: 'revogado' }),
    ).rejects.toMatchObject({
      name: 'NetworkAuthError',
    });
  });
});
