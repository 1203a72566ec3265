import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startFakeTikTok } from './support/fake-tiktok.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let tt: Awaited<ReturnType<typeof startFakeTikTok>>;
beforeAll(async () => {
  tt = await startFakeTikTok();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      tiktok: {
        clientId: 'chave-tt',
        clientSecret: 'segredo',
        authUrl: `${tt.url}/v2/auth/authorize/`,
        apiUrl: tt.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await tt.close();
});

/** What an author chose in the composer. */
const tiktok: Schemas['TikTokPostOptions'] = {
  privacyLevel: 'FOLLOWER_OF_CREATOR',
  allowComment: true,
  allowDuet: false,
  allowStitch: true,
  commercialContent: true,
  yourBrand: true,
  brandedContent: true,
  musicUsageConfirmed: true,
};

const tiktokId = async () =>
  (await t.db.selectFrom('platforms').select('id').where('name', '=', 'TikTok').executeTakeFirstOrThrow()).id;

describe('TikTok Content Posting adapter (against a local fake)', () => {
  it('links with PKCE, publishes videos and photos, maps errors, refreshes and revokes on unlink', async () => {
    const user = await createUser(t, 'tt-live@exemplo.com');
    const start = async () =>
      (
        await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
          token: user.token,
          body: { platformId: await tiktokId() },
        })
      ).body.data;
    const first = await start();
    const url = new URL(first.authorizationUrl);
    expect(url.searchParams.get('client_key')).toBe('chave-tt');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const refused = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: { code: 'codigo-falso', state: first.state, platformId: await tiktokId(), userId: user.user.id },
    });
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O TikTok recusou a autorização. Tente conectar novamente.',
    });

    const second = await start();
    const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'codigo-valido',
        state: second.state,
        platformId: await tiktokId(),
        userId: user.user.id,
      },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'lojadamaria.tt',
      userProfilePictureUrl: 'https://cdn.exemplo.com/tt.jpg',
    });
    const exchange = tt.calls.filter((call) => call.path === '/v2/oauth/token/').at(-1);
    // The verifier sent matches the challenge of the authorization URL (checked by the fake: present).
    expect(exchange?.params.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const provider = t.server.services.networks.providerFor('TikTok');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: 'open-777',
      tokens: { accessToken: 'act.123', refreshToken: 'rft.123', expiresAt: null },
    };
    const video = await provider.publish({
      account,
      caption: 'Bastidores',
      media: [
        { url: 'https://cdn.exemplo.com/v.mp4', bytes: null, contentType: 'video/mp4', fileName: 'v.mp4' },
      ],
      idempotencyKey: 't1',
      tiktok,
    });
    expect(video.networkPostId).toMatch(/^v_pub_url~/);
    const init = tt.calls.find((call) => call.path === '/v2/post/publish/video/init/');
    expect(init?.auth).toBe('Bearer act.123');
    expect(init?.json).toEqual({
      post_info: {
        title: 'Bastidores',
        privacy_level: 'FOLLOWER_OF_CREATOR',
        disable_comment: false,
        disable_duet: true,
        disable_stitch: false,
        brand_organic_toggle: true,
        brand_content_toggle: true,
      },
      source_info: { source: 'PULL_FROM_URL', video_url: 'https://cdn.exemplo.com/v.mp4' },
    });
    const photos = await provider.publish({
      account,
      caption: 'Fotos',
      media: [
        { url: 'https://cdn.exemplo.com/a.jpg', bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' },
      ],
      idempotencyKey: 't2',
      tiktok,
    });
    expect(photos.networkPostId).toMatch(/^v_pub_url~/);
    // Photos have no duets or stitches: TikTok's photo post_info carries the rest.
    expect(
      tt.calls.filter((call) => call.path === '/v2/post/publish/content/init/').at(-1)?.json,
    ).toMatchObject({
      media_type: 'PHOTO',
      post_info: {
        description: 'Fotos',
        privacy_level: 'FOLLOWER_OF_CREATOR',
        disable_comment: false,
        brand_organic_toggle: true,
        brand_content_toggle: true,
      },
    });
    // Without the author's choices TikTok's rules forbid posting: refused for good, nothing sent.
    const inits = tt.calls.length;
    expect(
      await provider
        .publish({
          account,
          caption: 'Sem opções',
          media: [
            {
              url: 'https://cdn.exemplo.com/a.jpg',
              bytes: null,
              contentType: 'image/jpeg',
              fileName: 'a.jpg',
            },
          ],
          idempotencyKey: 't-sem-opcoes',
        })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'permanent', message: 'Escolha as opções do TikTok antes de publicar.' });
    expect(tt.calls.length).toBe(inits);

    // The creator's info, read before composing, in the contract's shape.
    expect(
      await provider.creatorInfo?.({ networkUserId: 'open-777', username: 'x', tokens: account.tokens }),
    ).toEqual({
      creatorNickname: 'Loja da Maria',
      creatorUsername: 'lojadamaria.tt',
      creatorAvatarUrl: 'https://cdn.exemplo.com/tt.jpg',
      privacyLevelOptions: ['PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: true,
      stitchDisabled: false,
      maxVideoPostDurationSec: 300,
    });
    expect(
      await provider
        .creatorInfo?.({
          networkUserId: 'open-777',
          username: 'x',
          tokens: { ...account.tokens, accessToken: 'velho' },
        })
        .catch((e: unknown) => e),
    ).toMatchObject({ name: 'NetworkAuthError' });
    const image = [
      { url: 'https://cdn.exemplo.com/a.jpg', bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' },
    ];
    tt.failNext(429, 'rate_limit_exceeded');
    expect(
      await provider
        .publish({ account, caption: 'x', media: image, idempotencyKey: 't3', tiktok })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'transient' });
    tt.failNext(401, 'access_token_invalid');
    expect(
      await provider
        .publish({ account, caption: 'x', media: image, idempotencyKey: 't4', tiktok })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'permanent' });
    expect(await provider.refreshToken(account.tokens)).toMatchObject({
      accessToken: 'act.novo',
      refreshToken: 'rft.novo',
    });

    expect(
      (await t.call('GET', `/metrics?accountID=${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(422);
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    expect(
      tt.calls.some((call) => call.path === '/v2/oauth/revoke/' && call.params.token === 'act.123'),
    ).toBe(true);
  });
  it('a retry after a crash that followed the publish init asks TikTok how it went instead of posting again', async () => {
    const provider = t.server.services.networks.providerFor('TikTok');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: 'open-777',
      tokens: { accessToken: 'act.123', refreshToken: 'rft.123', expiresAt: null },
    };
    const media = [
      { url: 'https://cdn.exemplo.com/v.mp4', bytes: null, contentType: 'video/mp4', fileName: 'v.mp4' },
    ];
    const inits = () => tt.calls.filter((call) => call.path === '/v2/post/publish/video/init/').length;
    const before = inits();
    let saved: string | null = null;
    // The process dies right after TikTok accepted the publication and its id was stored.
    const crashed = await provider
      .publish({
        account,
        caption: 'Bastidores',
        media,
        idempotencyKey: 't5',
        tiktok,
        progress: null,
        async saveProgress(progress) {
          saved = progress;
          throw new Error('process killed');
        },
      })
      .catch((e: unknown) => e);
    expect(crashed).toMatchObject({ message: 'process killed' });
    expect(inits()).toBe(before + 1);
    const publishId = (JSON.parse(saved ?? '{}') as { publishId?: string }).publishId;
    expect(publishId).toMatch(/^v_pub_url~/);

    const retried = await provider.publish({
      account,
      caption: 'Bastidores',
      media,
      idempotencyKey: 't5',
      tiktok,
      progress: saved,
      saveProgress: async () => {},
    });
    expect(retried.networkPostId).toBe(publishId);
    expect(inits()).toBe(before + 1);
    expect(tt.calls.at(-1)).toMatchObject({
      path: '/v2/post/publish/status/fetch/',
      json: { publish_id: publishId },
    });

    // A publication TikTok reports as failed is started again.
    tt.failPublication(publishId ?? '');
    const again = await provider.publish({
      account,
      caption: 'Bastidores',
      media,
      idempotencyKey: 't5',
      tiktok,
      progress: saved,
      saveProgress: async () => {},
    });
    expect(again.networkPostId).not.toBe(publishId);
    expect(inits()).toBe(before + 2);
  });
});
