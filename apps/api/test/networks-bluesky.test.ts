import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { NetworkProvider, NetworkTokens } from '../src/networks/provider.js';
import { blueskyTestClient, startFakeBluesky } from './support/fake-bluesky.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

const client = blueskyTestClient();
let t: TestServer;
let fake: Awaited<ReturnType<typeof startFakeBluesky>>;
let platformId: number;
/** The linked account's tokens as the worker reads them (decrypted). */
let tokens: NetworkTokens;

beforeAll(async () => {
  fake = await startFakeBluesky(client);
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      bluesky: {
        clientId: client.id,
        clientSecret: JSON.stringify(client.privateJwk),
        authUrl: fake.url,
        apiUrl: fake.url,
      },
    },
  });
  platformId = (
    await t.db.selectFrom('platforms').select('id').where('slug', '=', 'bluesky').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function blueskyProvider(): NetworkProvider {
  const provider = t.server.services.networks.providerFor('Bluesky');
  if (provider?.mode !== 'live') throw new Error('no live Bluesky provider');
  return provider;
}

const account = () => ({ networkUserId: fake.did, tokens });
const image = (name: string, size = 2048) => ({
  url: null,
  bytes: new Uint8Array(size).fill(1),
  contentType: 'image/jpeg',
  fileName: name,
});
const creates = () => fake.calls.filter((call) => call.path === '/xrpc/com.atproto.repo.createRecord');
/** The embed of the last post created. */
const lastEmbed = () =>
  (creates().at(-1)?.json as { record?: { embed?: unknown } } | undefined)?.record?.embed;

describe('Bluesky adapter through AT Protocol OAuth (against a local fake)', () => {
  it('links with a pushed request, PKCE, DPoP and the client key, and revokes on unlink', async () => {
    const user = await createUser(t, 'bsky-live@exemplo.com');
    const start = async () =>
      (
        await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
          token: user.token,
          body: { platformId },
        })
      ).body.data;
    const first = await start();
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: client.id,
      request_uri: expect.stringMatching(/^urn:ietf:params:oauth:request_uri:/),
    });
    // The first pushed request is told to use the server's nonce, and is sent again with it.
    const pars = fake.calls.filter((call) => call.path === '/oauth/par');
    expect(pars.map((call) => call.dpop?.claims.nonce)).toEqual([undefined, 'nonce-1']);
    const par = pars.at(-1);
    expect(par?.form).toEqual({
      response_type: 'code',
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      scope: 'atproto transition:generic',
      state: first.state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: 'S256',
      client_id: client.id,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: expect.any(String),
    });
    expect(par?.assertion).toMatchObject({ iss: client.id, sub: client.id, aud: fake.url });
    expect(par?.dpop?.claims).toMatchObject({ htm: 'POST', htu: `${fake.url}/oauth/par` });

    // The user approves on Bluesky, which sends the browser back with the code and the state.
    const approve = async (authorizationUrl: string) => {
      const answer = await fetch(authorizationUrl, { redirect: 'manual' });
      return new URL(answer.headers.get('location') ?? '').searchParams;
    };
    const back = await approve(first.authorizationUrl);
    expect(back.get('state')).toBe(first.state);
    const refused = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: { code: 'codigo-falso', state: first.state, platformId, userId: user.user.id },
    });
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O Bluesky recusou a autorização. Tente conectar novamente.',
    });

    const second = await start();
    const code = (await approve(second.authorizationUrl)).get('code');
    const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: { code, state: second.state, platformId, userId: user.user.id },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({
      username: 'lojadamaria.bsky.social',
      userProfilePictureUrl: 'https://cdn.bsky.app/img/avatar/plain/did:plc:maria/abc@jpeg',
    });
    const exchange = fake.calls.filter((call) => call.path === '/oauth/token').at(-1);
    expect(exchange?.form).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${t.config.publicAppUrl}/settings`,
      code_verifier: expect.any(String),
    });
    // The token request proves the key of the pushed request: the tokens are bound to it.
    const parOfLink = fake.calls.filter((call) => call.path === '/oauth/par').at(-1);
    expect(exchange?.dpop?.jkt).toBe(parOfLink?.dpop?.jkt);
    const profileCall = fake.calls.find((call) => call.path === '/xrpc/app.bsky.actor.getProfile');
    expect(profileCall).toMatchObject({
      query: { actor: fake.did },
      auth: expect.stringMatching(/^DPoP at\.bsky\./),
    });
    expect(profileCall?.dpop?.jkt).toBe(exchange?.dpop?.jkt);

    const row = await t.db
      .selectFrom('social_accounts')
      .select(['network_user_id', 'access_token_encrypted', 'refresh_token_encrypted', 'token_expires_at'])
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.network_user_id).toBe(fake.did);
    const { tokenCipher } = t.server.services;
    tokens = {
      accessToken: tokenCipher.decrypt(row.access_token_encrypted ?? ''),
      refreshToken: tokenCipher.decrypt(row.refresh_token_encrypted ?? ''),
      expiresAt: row.token_expires_at,
    };
    // The session keeps what every later call needs (sealed like the token): the DID, the PDS, the DPoP key.
    expect(JSON.parse(tokens.accessToken)).toEqual({
      did: fake.did,
      pds: fake.url,
      dpopKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      token: expect.stringMatching(/^at\.bsky\./),
    });
    expect(row.access_token_encrypted).not.toContain('at.bsky.');

    // A second account linked only to be removed: its refresh token is revoked with the client's key.
    const third = await start();
    const removable = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: (await approve(third.authorizationUrl)).get('code'),
        state: third.state,
        platformId,
        userId: user.user.id,
      },
    });
    // Same DID: the account row is the same one, now holding the newest grant.
    expect(removable.body.data.id).toBe(linked.body.data.id);
    const newest = await t.db
      .selectFrom('social_accounts')
      .select('refresh_token_encrypted')
      .where('id', '=', linked.body.data.id)
      .executeTakeFirstOrThrow();
    const newestRefresh = tokenCipher.decrypt(newest.refresh_token_encrypted ?? '');
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    const revoke = fake.calls.filter((call) => call.path === '/oauth/revoke').at(-1);
    expect(revoke?.form).toMatchObject({ token: newestRefresh, client_id: client.id });
    expect(revoke?.assertion).toMatchObject({ iss: client.id, aud: fake.url });
    expect(fake.revoked).toEqual([newestRefresh]);
  });

  it('refreshes the session with the same DPoP key, and reads the profile counts as metrics', async () => {
    const provider = blueskyProvider();
    const refreshed = await provider.refreshToken(tokens);
    const call = fake.calls.filter((entry) => entry.path === '/oauth/token').at(-1);
    expect(call?.form).toMatchObject({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
    const before = JSON.parse(tokens.accessToken) as Record<string, string>;
    const after = JSON.parse(refreshed.accessToken) as Record<string, string>;
    expect(after).toEqual({ ...before, token: expect.not.stringMatching(before.token ?? '') });
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect(refreshed.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    // The refresh token is single use: the old one asks for a new link.
    await expect(provider.refreshToken(tokens)).rejects.toMatchObject({
      message: 'A conta precisa ser conectada novamente.',
    });
    tokens = refreshed;

    expect(await provider.fetchMetrics({ ...account(), username: 'lojadamaria.bsky.social' })).toEqual({
      username: 'lojadamaria.bsky.social',
      name: 'Loja da Maria',
      profile_picture_url: 'https://cdn.bsky.app/img/avatar/plain/did:plc:maria/abc@jpeg',
      followers_count: 842,
      follows_count: 120,
      media_count: 318,
      biography: 'Doces artesanais em Campinas',
    });
    await expect(
      provider.fetchDayMetrics(account(), { since: new Date(), until: new Date() }),
    ).rejects.toMatchObject({ name: 'MetricsNotAvailableError' });
  });

  it('posts text with facets, images and a video as blobs, under a record key of the occurrence', async () => {
    const provider = blueskyProvider();
    const caption = 'Olá @amiga.bsky.social e @ninguem.bsky.social! Veja https://loja.com.br #doces';
    const text = await provider.publish({ account: account(), caption, media: [], idempotencyKey: 'b1' });
    const create = creates().at(-1);
    expect(create?.auth).toBe(`DPoP ${(JSON.parse(tokens.accessToken) as { token: string }).token}`);
    expect(create?.dpop?.claims).toMatchObject({
      htm: 'POST',
      htu: `${fake.url}/xrpc/com.atproto.repo.createRecord`,
    });
    const body = create?.json as { rkey: string };
    expect(create?.json).toEqual({
      repo: fake.did,
      collection: 'app.bsky.feed.post',
      rkey: expect.stringMatching(/^[234567a-j][234567a-z]{12}$/),
      record: {
        $type: 'app.bsky.feed.post',
        text: caption,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        facets: [
          {
            index: { byteStart: 5, byteEnd: 23 },
            features: [{ $type: 'app.bsky.richtext.facet#mention', did: 'did:plc:amiga' }],
          },
          {
            index: { byteStart: 53, byteEnd: 72 },
            features: [{ $type: 'app.bsky.richtext.facet#link', uri: 'https://loja.com.br' }],
          },
          {
            index: { byteStart: 73, byteEnd: 79 },
            features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'doces' }],
          },
        ],
      },
    });
    expect(text.networkPostId).toBe(`at://${fake.did}/app.bsky.feed.post/${body.rkey}`);

    const blobsBefore = fake.blobs.length;
    await provider.publish({
      account: account(),
      caption: 'Fotos',
      media: [image('a.jpg'), image('b.jpg', 4096)],
      idempotencyKey: 'b2',
    });
    expect(fake.blobs.slice(blobsBefore)).toEqual([
      { mimeType: 'image/jpeg', size: 2048 },
      { mimeType: 'image/jpeg', size: 4096 },
    ]);
    const images = lastEmbed();
    expect(images).toEqual({
      $type: 'app.bsky.embed.images',
      images: [
        {
          alt: '',
          image: { $type: 'blob', ref: { $link: expect.any(String) }, mimeType: 'image/jpeg', size: 2048 },
        },
        {
          alt: '',
          image: { $type: 'blob', ref: { $link: expect.any(String) }, mimeType: 'image/jpeg', size: 4096 },
        },
      ],
    });

    await provider.publish({
      account: account(),
      caption: 'Bastidores',
      media: [{ url: null, bytes: new Uint8Array(300_000), contentType: 'video/mp4', fileName: 'v.mp4' }],
      idempotencyKey: 'b3',
    });
    expect(lastEmbed()).toEqual({
      $type: 'app.bsky.embed.video',
      video: { $type: 'blob', ref: { $link: expect.any(String) }, mimeType: 'video/mp4', size: 300_000 },
    });

    await expect(
      provider.publish({
        account: account(),
        caption: 'Grande demais',
        media: [image('big.jpg', 1_000_001)],
        idempotencyKey: 'b4',
      }),
    ).rejects.toMatchObject({ kind: 'permanent', message: 'O Bluesky aceita imagens de até 1 MB cada.' });
  });

  it('maps Bluesky refusals to pt-BR reasons', async () => {
    const provider = blueskyProvider();
    const attempt = (key: string) =>
      provider
        .publish({ account: account(), caption: 'Oferta', media: [], idempotencyKey: key })
        .catch((e: unknown) => e);
    fake.failNextCreate(429, { error: 'RateLimitExceeded', message: 'Rate Limit Exceeded' });
    expect(await attempt('be1')).toMatchObject({
      kind: 'transient',
      message: 'O Bluesky limitou as publicações desta conta no momento. Tentaremos novamente.',
    });
    fake.failNextCreate(401, { error: 'ExpiredToken', message: 'Token has expired' });
    expect(await attempt('be2')).toMatchObject({ name: 'ConnectionRefusedError', kind: 'permanent' });
    fake.failNextCreate(400, {
      error: 'InvalidRequest',
      message: 'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
    });
    expect(await attempt('be3')).toMatchObject({
      kind: 'permanent',
      message:
        'O Bluesky recusou a publicação: Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
    });
    fake.failNextCreate(502, { error: 'UpstreamFailure' });
    expect(await attempt('be4')).toMatchObject({
      kind: 'transient',
      message: 'O Bluesky está indisponível no momento. Tentaremos novamente.',
    });
  });

  it('a retry writes to the saved record key: a post whose answer was lost is found, never posted twice', async () => {
    const provider = blueskyProvider();
    let saved: string | null = null;
    const request = {
      account: account(),
      caption: 'Lançamento hoje às 18h',
      media: [],
      idempotencyKey: 'b-retry',
      saveProgress: async (progress: string) => {
        saved = progress;
      },
    };
    fake.loseNextCreateAnswer();
    expect(await provider.publish({ ...request, progress: null }).catch((e: unknown) => e)).toMatchObject({
      kind: 'transient',
    });
    const { rkey } = JSON.parse(saved ?? '{}') as { rkey: string };
    expect(fake.records.has(`app.bsky.feed.post/${rkey}`)).toBe(true);
    const createsBefore = creates().length;

    const retried = await provider.publish({ ...request, progress: saved });
    expect(retried.networkPostId).toBe(`at://${fake.did}/app.bsky.feed.post/${rkey}`);
    expect(creates().length).toBe(createsBefore);
    expect(
      fake.calls.filter((call) => call.path === '/xrpc/com.atproto.repo.getRecord').at(-1)?.query,
    ).toEqual({
      repo: fake.did,
      collection: 'app.bsky.feed.post',
      rkey,
    });
    expect(JSON.parse(saved ?? '{}')).toEqual({ rkey, uri: retried.networkPostId });

    // An attempt stopped right after saving its key (the worker lost its claim) is created once, under that key.
    let stopped: string | null = null;
    const crashed = await provider
      .publish({
        ...request,
        idempotencyKey: 'b-retry-2',
        progress: null,
        saveProgress: async (progress) => {
          stopped = progress;
          throw new Error('claim lost');
        },
      })
      .catch((e: unknown) => e);
    expect(crashed).toMatchObject({ message: 'claim lost' });
    expect(creates().length).toBe(createsBefore);
    const stoppedKey = (JSON.parse(stopped ?? '{}') as { rkey: string }).rkey;
    const again = await provider.publish({ ...request, idempotencyKey: 'b-retry-2', progress: stopped });
    expect(again.networkPostId).toBe(`at://${fake.did}/app.bsky.feed.post/${stoppedKey}`);
    expect(creates().length).toBe(createsBefore + 1);
  });
});
