import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startFakeFacebook } from './support/fake-facebook.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
let fb: Awaited<ReturnType<typeof startFakeFacebook>>;
beforeAll(async () => {
  fb = await startFakeFacebook();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startTestServer({
    networks: {
      ...base,
      facebook: {
        clientId: 'app-fb',
        clientSecret: 'segredo',
        authUrl: `${fb.url}/dialog/oauth`,
        apiUrl: fb.url,
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await fb.close();
});

const facebookId = async () =>
  (await t.db.selectFrom('platforms').select('id').where('name', '=', 'Facebook').executeTakeFirstOrThrow())
    .id;

describe('Facebook Pages adapter (against a local fake)', () => {
  it('links the Page, publishes photos and videos, maps errors, has no metrics and revokes on unlink', async () => {
    const user = await createUser(t, 'fb-live@exemplo.com');
    const start = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
      token: user.token,
      body: { platformId: await facebookId() },
    });
    expect(new URL(start.body.data.authorizationUrl).searchParams.get('scope')).toBe(
      'pages_show_list,pages_manage_posts,pages_manage_engagement,pages_read_engagement',
    );
    const refused = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'codigo-falso',
        state: start.body.data.state,
        platformId: await facebookId(),
        userId: user.user.id,
      },
    });
    expect(refused.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O Facebook recusou a autorização. Tente conectar novamente.',
    });

    const again = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
      token: user.token,
      body: { platformId: await facebookId() },
    });
    const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'codigo-valido',
        state: again.body.data.state,
        platformId: await facebookId(),
        userId: user.user.id,
      },
    });
    expect(linked.status).toBe(201);
    expect(linked.body.data).toMatchObject({ username: 'Loja da Maria', platformName: 'Facebook' });

    const provider = t.server.services.networks.providerFor('Facebook');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: '1029384756',
      tokens: { accessToken: 'token-da-pagina', refreshToken: 'usuario-longo', expiresAt: null },
    };
    const image = (name: string) => ({
      url: `https://cdn.exemplo.com/${name}`,
      bytes: null,
      contentType: 'image/jpeg',
      fileName: name,
    });
    const post = await provider.publish({
      account,
      caption: 'Promoção',
      media: [image('a.jpg'), image('b.jpg')],
      idempotencyKey: 'f1',
    });
    expect(post.networkPostId).toMatch(/^1029384756_/);
    const feed = fb.calls.find((call) => call.path === '/1029384756/feed');
    expect(feed?.params).toMatchObject({ message: 'Promoção', access_token: 'token-da-pagina' });
    expect(feed?.params['attached_media[1]']).toContain('media_fbid');
    const video = await provider.publish({
      account,
      caption: 'Vídeo',
      media: [
        { url: 'https://cdn.exemplo.com/v.mp4', bytes: null, contentType: 'video/mp4', fileName: 'v.mp4' },
      ],
      idempotencyKey: 'f2',
    });
    expect(video.networkPostId).toMatch(/^1029384756_/);
    fb.failNext(503, 2);
    expect(
      await provider
        .publish({ account, caption: 'x', media: [image('a.jpg')], idempotencyKey: 'f3' })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'transient' });
    fb.failNext(400, 190);
    expect(
      await provider
        .publish({ account, caption: 'x', media: [image('a.jpg')], idempotencyKey: 'f4' })
        .catch((e: unknown) => e),
    ).toMatchObject({ kind: 'permanent' });

    const metrics = await t.call('GET', `/metrics?accountID=${linked.body.data.id}`, { token: user.token });
    expect(metrics.status).toBe(422);
    expect(
      (await t.call('DELETE', `/social-media-account/${linked.body.data.id}`, { token: user.token })).status,
    ).toBe(200);
    expect(
      fb.calls.some((call) => call.method === 'DELETE' && call.params.access_token === 'usuario-longo'),
    ).toBe(true);
  });
  it('a retry after the feed post failed attaches the photos already uploaded instead of uploading them again', async () => {
    const provider = t.server.services.networks.providerFor('Facebook');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: '1029384756',
      tokens: { accessToken: 'token-da-pagina', refreshToken: 'usuario-longo', expiresAt: null },
    };
    const media = ['a.jpg', 'b.jpg'].map((name) => ({
      url: `https://cdn.exemplo.com/${name}`,
      bytes: null,
      contentType: 'image/jpeg',
      fileName: name,
    }));
    const uploads = () => fb.calls.filter((call) => call.path === '/1029384756/photos').length;
    const before = uploads();
    let saved: string | null = null;
    const failed = await provider
      .publish({
        account,
        caption: 'Promoção',
        media,
        idempotencyKey: 'f5',
        progress: null,
        async saveProgress(progress) {
          saved = progress;
          // The photos are up; the feed post that follows fails.
          fb.failNext(503, 2);
        },
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: 'transient' });
    expect(uploads()).toBe(before + 2);
    const photoIds = (JSON.parse(saved ?? '{}') as { photos?: string[] }).photos ?? [];
    expect(photoIds).toHaveLength(2);

    const post = await provider.publish({
      account,
      caption: 'Promoção',
      media,
      idempotencyKey: 'f5',
      progress: saved,
      saveProgress: async () => {},
    });
    expect(post.networkPostId).toMatch(/^1029384756_/);
    expect(uploads()).toBe(before + 2);
    const feed = fb.calls.filter((call) => call.path === '/1029384756/feed').at(-1);
    expect(feed?.params['attached_media[0]']).toBe(JSON.stringify({ media_fbid: photoIds[0] }));
    expect(feed?.params['attached_media[1]']).toBe(JSON.stringify({ media_fbid: photoIds[1] }));
  });

  it('comments the first comment on the Page post, once across retries, and reports a refusal apart', async () => {
    const provider = t.server.services.networks.providerFor('Facebook');
    if (!provider) throw new Error('no provider');
    const account = {
      networkUserId: '1029384756',
      tokens: { accessToken: 'token-da-pagina', refreshToken: 'usuario-longo', expiresAt: null },
    };
    const media = [
      { url: 'https://cdn.exemplo.com/a.jpg', bytes: null, contentType: 'image/jpeg', fileName: 'a.jpg' },
    ];
    const comments = () => fb.calls.filter((call) => call.path.endsWith('/comments'));
    const before = comments().length;
    const saves: string[] = [];
    const request = {
      account,
      caption: 'Promoção',
      media,
      firstComment: 'Link na bio: loja.exemplo.com',
      idempotencyKey: 'fb-comment-1',
      progress: null,
      async saveProgress(progress: string) {
        saves.push(progress);
      },
    };
    const posted = await provider.publish(request);
    expect(posted.firstComment).toMatchObject({ status: 'POSTED' });
    expect(comments().slice(before)).toEqual([
      {
        method: 'POST',
        path: `/${posted.networkPostId}/comments`,
        params: { message: 'Link na bio: loja.exemplo.com', access_token: 'token-da-pagina' },
      },
    ]);

    // The worker died after the comment call went out but before its answer was saved: the retry does not
    // comment a second time, and says it could not confirm the comment.
    const started = saves.find((progress) => progress.includes('commentStarted')) ?? null;
    const unsure = await provider.publish({ ...request, progress: started });
    expect(unsure).toEqual({
      networkPostId: posted.networkPostId,
      firstComment: {
        status: 'FAILED',
        reason: 'O Facebook não confirmou o primeiro comentário. Confira o post antes de comentar de novo.',
      },
    });
    expect(comments().length).toBe(before + 1);

    fb.failNextComment(400, 100, 'Texto não permitido');
    const refused = await provider.publish({ ...request, idempotencyKey: 'fb-comment-2', progress: null });
    expect(refused.firstComment).toEqual({
      status: 'FAILED',
      reason: 'O Facebook recusou o primeiro comentário: Texto não permitido',
    });
  });
});
