import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDailySnapshots } from '../src/metrics/snapshots.js';
import { recordSnapshot } from '../src/metrics/store.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
const instagramId = async () =>
  (await t.db.selectFrom('platforms').select('id').where('name', '=', 'Instagram').executeTakeFirstOrThrow())
    .id;
const platformId = async (name: string) =>
  (await t.db.selectFrom('platforms').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** Starts linking and follows the sandbox page's form: answers the redirect back to the web app. */
async function authorize(user: User, platform: number, decision: 'allow' | 'deny' = 'allow') {
  const start = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
    token: user.token,
    projectId: user.projectId,
    body: { platformId: platform },
  });
  expect(start.status).toBe(200);
  const url = new URL(start.body.data.authorizationUrl);
  const page = await fetch(`${t.url}${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const form = new URLSearchParams(url.searchParams);
  form.delete('scope');
  form.set('decision', decision);
  const answer = await fetch(`${t.url}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location') ?? '');
  return { start: start.body.data, page: await page.text(), back };
}

/** The full happy path: authorize, allow, finish. */
async function link(user: User, platform: number) {
  const { back } = await authorize(user, platform);
  return t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
    token: user.token,
    projectId: user.projectId,
    body: {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      platformId: platform,
      userId: user.user.id,
    },
  });
}

const accountsOf = (projectId: string) =>
  t.db.selectFrom('social_accounts').selectAll().where('project_id', '=', projectId).execute();

describe('platforms', () => {
  it('lists the eight networks, all linkable, with the project accounts only', async () => {
    const maria = await createUser(t, 'plat-maria@exemplo.com');
    const other = await createUser(t, 'plat-other@exemplo.com');
    expect((await link(other, await instagramId())).status).toBe(201);
    const answer = await t.call<Schemas['Platform'][]>('GET', '/platforms/user', { token: maria.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((p) => [p.name, p.isAllowedToLink])).toEqual([
      ['Instagram', true],
      ['Facebook', true],
      ['TikTok', true],
      ['LinkedIn', true],
      ['Threads', true],
      ['YouTube', true],
      ['Twitter/X', true],
      ['Bluesky', true],
    ]);
    expect(answer.body.data.every((p) => p.socialMediaAccounts.length === 0)).toBe(true);
    const theirs = await t.call<Schemas['Platform'][]>('GET', '/platforms/user', { token: other.token });
    expect(theirs.body.data[0]?.socialMediaAccounts).toHaveLength(1);
    expect(
      (await t.call('GET', '/platforms/user', { token: maria.token, projectId: other.projectId })).status,
    ).toBe(404);
  });
});

describe('network icons', () => {
  it('serves every displayIcon the listing gives, from this API, as a cacheable titled SVG', async () => {
    const user = await createUser(t, 'plat-icons@exemplo.com');
    const answer = await t.call<Schemas['Platform'][]>('GET', '/platforms/user', { token: user.token });
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const platform of answer.body.data) {
      const icon = new URL(platform.displayIcon);
      expect(`${icon.origin}${icon.pathname}`).toMatch(
        /^http:\/\/127\.0\.0\.1:3000\/static\/networks\/[a-z]+\.svg$/,
      );
      // No session needed: an <img> sends none.
      const file = await fetch(`${t.url}${icon.pathname}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(file.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await file.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // Twitter/X is titled by the network's current name.
      expect(svg).toContain(`<title>${platform.name === 'Twitter/X' ? 'X' : platform.name}</title>`);
    }
  });

  it('answers the 404 envelope for a network without a mark or another file type', async () => {
    for (const path of [
      '/static/networks/orkut.svg',
      '/static/networks/instagram.png',
      '/static/networks/',
    ]) {
      const answer = await fetch(`${t.url}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    }
  });
});

describe('linking an account (sandbox OAuth)', () => {
  it('links through the sandbox page with PKCE and keeps the tokens encrypted', async () => {
    const user = await createUser(t, 'link-ok@exemplo.com');
    const { start, page, back } = await authorize(user, await instagramId());
    expect(start.state).toMatch(/^st_/);
    expect(new Date(start.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const url = new URL(start.authorizationUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(page).toContain('sandbox');
    expect(page).toContain('Publicar fotos, vídeos e carrosséis');
    expect(page).toContain('Autorizar');
    expect(page).toContain('Negar');
    expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicAppUrl}/settings`);
    expect(back.searchParams.get('state')).toBe(start.state);
    const created = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: back.searchParams.get('code'),
        state: start.state,
        platformId: await instagramId(),
        userId: user.user.id,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ platformName: 'Instagram', status: 'ACTIVE' });
    const [row] = await accountsOf(user.projectId);
    expect(row?.access_token_encrypted).toMatch(/^v1\./);
    expect(row?.access_token_encrypted).not.toContain('sbx_at_');
    expect(t.server.services.tokenCipher.decrypt(row?.access_token_encrypted ?? '')).toMatch(/^sbx_at_/);
    const list = await t.call<Schemas['Platform'][]>('GET', '/platforms/user', { token: user.token });
    expect(list.body.data[0]?.socialMediaAccounts.map((a) => a.id)).toEqual([created.body.data.id]);
  });

  it('links each of the five newer networks through its own sandbox page, with PKCE where the network uses it', async () => {
    const cases = [
      ['LinkedIn', 'linkedin', false, 'Publicar no seu perfil'],
      ['Threads', 'threads', false, 'Publicar textos, fotos e vídeos'],
      ['YouTube', 'youtube', true, 'Enviar vídeos ao seu canal'],
      ['Twitter/X', 'x', true, 'Publicar em seu nome'],
      ['Bluesky', 'bluesky', true, 'Publicar posts no seu perfil'],
    ] as const;
    for (const [name, slug, pkce, permission] of cases) {
      const user = await createUser(t, `link-${slug}@exemplo.com`);
      const platform = await platformId(name);
      const { start, page, back } = await authorize(user, platform);
      const url = new URL(start.authorizationUrl);
      expect(url.pathname).toBe(`/api/v1/sandbox/oauth/${slug}/authorize`);
      expect(url.searchParams.get('code_challenge_method')).toBe(pkce ? 'S256' : null);
      expect(page).toContain('sandbox');
      expect(page).toContain(permission);
      const created = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
        token: user.token,
        body: {
          code: back.searchParams.get('code'),
          state: back.searchParams.get('state'),
          platformId: platform,
          userId: user.user.id,
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({ platformName: name, status: 'ACTIVE' });
    }
  });

  it('refuses a reused, wrong, expired or other user state, and links nothing', async () => {
    const user = await createUser(t, 'link-attacks@exemplo.com');
    const intruder = await createUser(t, 'link-intruder@exemplo.com');
    const platform = await instagramId();
    const finish = (who: User, code: string | null, state: string | null, userId = who.user.id) =>
      t.call('POST', '/social-media-account', {
        token: who.token,
        body: { code, state, platformId: platform, userId },
      });

    const first = await authorize(user, platform);
    const code = first.back.searchParams.get('code');
    const state = first.back.searchParams.get('state');
    // Another user presenting the state neither links nor burns it.
    const stolen = await finish(intruder, code, state);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({
      code: 'INVALID_STATE',
      message: expect.stringContaining('Tente conectar'),
    });
    expect(await accountsOf(intruder.projectId)).toHaveLength(0);
    // A user id that is not the caller's is refused.
    expect((await finish(intruder, code, state, user.user.id)).status).toBe(403);

    const wrong = await finish(user, code, 'st_nao-existe');
    expect(wrong.body.code).toBe('INVALID_STATE');
    expect((await finish(user, code, state)).status).toBe(201);
    const reused = await finish(user, code, state);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_STATE');

    const late = await authorize(user, platform);
    await sql`update oauth_states set expires_at = now() - interval '1 second' where used_at is null`.execute(
      t.db,
    );
    const expired = await finish(
      user,
      late.back.searchParams.get('code'),
      late.back.searchParams.get('state'),
    );
    expect(expired.body.code).toBe('INVALID_STATE');
    expect(await accountsOf(user.projectId)).toHaveLength(1);
  });

  it('refuses a denied authorization, a missing code and a forged code', async () => {
    const user = await createUser(t, 'link-denied@exemplo.com');
    const platform = await instagramId();
    const denied = await authorize(user, platform, 'deny');
    expect(denied.back.searchParams.get('error')).toBe('access_denied');
    expect(denied.back.searchParams.get('code')).toBeNull();
    const missing = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: '',
        state: denied.back.searchParams.get('state'),
        platformId: platform,
        userId: user.user.id,
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      {
        field: 'code',
        message: 'O código de autorização não foi recebido. Tente conectar a conta novamente.',
      },
    ]);
    const forged = await t.call('POST', '/social-media-account', {
      token: user.token,
      body: {
        code: 'sbx_code_forjado',
        state: denied.back.searchParams.get('state'),
        platformId: platform,
        userId: user.user.id,
      },
    });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      code: 'INVALID_CODE',
      message: 'O código de autorização é inválido ou expirou.',
    });
    expect(await accountsOf(user.projectId)).toHaveLength(0);
  });

  it('refuses coming-soon networks, redirects elsewhere than the app, and projects at their account limit', async () => {
    const user = await createUser(t, 'link-limits@exemplo.com');
    // Every listed network is linkable now; a platform row without a provider is what 'em breve' means.
    const comingSoon = await t.db
      .insertInto('platforms')
      .values({ name: 'Mastodon', is_allowed_to_link: false, position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mastodon = await t.call('POST', '/social-media-account/authorize', {
      token: user.token,
      body: { platformId: comingSoon.id },
    });
    await t.db.deleteFrom('platforms').where('id', '=', comingSoon.id).execute();
    expect(mastodon.status).toBe(403);
    expect(
      (
        await t.call('POST', '/social-media-account/authorize', {
          token: user.token,
          body: { platformId: 999 },
        })
      ).status,
    ).toBe(404);
    const page = await fetch(
      `${t.url}/api/v1/sandbox/oauth/instagram/authorize?client_id=postify-sandbox&redirect_uri=${encodeURIComponent('https://evil.example/settings')}&state=x`,
    );
    expect(page.status).toBe(400);

    const facebook = await platformId('Facebook');
    for (let index = 0; index < 5; index += 1) expect((await link(user, facebook)).status).toBe(201);
    const full = await t.call('POST', '/social-media-account/authorize', {
      token: user.token,
      body: { platformId: facebook },
    });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Você atingiu o limite de contas sociais do seu plano',
    });
    const limits = await t.call<Schemas['AccountLimits']>(
      'GET',
      `/projects/${user.projectId}/account-limits`,
      { token: user.token },
    );
    expect(limits.body.data).toMatchObject({ currentAccounts: 5, maxAccounts: 5, canLinkAccount: false });
  });

  it('unlinks an account of the project only', async () => {
    const user = await createUser(t, 'unlink@exemplo.com');
    const other = await createUser(t, 'unlink-other@exemplo.com');
    const created = await link(user, await platformId('TikTok'));
    const id = created.body.data.id;
    expect((await t.call('DELETE', `/social-media-account/${id}`, { token: other.token })).status).toBe(404);
    expect(
      (
        await t.call('DELETE', `/social-media-account/${id}`, {
          token: other.token,
          projectId: user.projectId,
        })
      ).status,
    ).toBe(404);
    expect(await accountsOf(user.projectId)).toHaveLength(1);
    const removed = await t.call('DELETE', `/social-media-account/${id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(await accountsOf(user.projectId)).toHaveLength(0);
    expect((await t.call('DELETE', `/social-media-account/${id}`, { token: user.token })).status).toBe(404);
  });
});

describe('metrics', () => {
  it('answers stable Instagram metrics, cached in the database, and 422 for other networks', async () => {
    const user = await createUser(t, 'metrics@exemplo.com');
    const other = await createUser(t, 'metrics-other@exemplo.com');
    const instagram = await link(user, await instagramId());
    const first = await t.call<Schemas['AccountMetrics']>(
      'GET',
      `/metrics?accountID=${instagram.body.data.id}`,
      { token: user.token },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.username).toBe(instagram.body.data.username);
    expect(first.body.data.followers_count).toBeGreaterThan(0);
    const cached = await t.db
      .selectFrom('account_metrics_cache')
      .selectAll()
      .where('social_account_id', '=', instagram.body.data.id)
      .execute();
    expect(cached).toHaveLength(1);
    const second = await t.call<Schemas['AccountMetrics']>(
      'GET',
      `/metrics?accountID=${instagram.body.data.id}`,
      { token: user.token },
    );
    expect(second.body.data).toEqual(first.body.data);
    await t.db.deleteFrom('account_metrics_cache').execute();
    const fresh = await t.call<Schemas['AccountMetrics']>(
      'GET',
      `/metrics?accountID=${instagram.body.data.id}`,
      { token: user.token },
    );
    expect(fresh.body.data.followers_count).toBe(first.body.data.followers_count);

    const facebook = await link(user, await platformId('Facebook'));
    const refused = await t.call('GET', `/metrics?accountID=${facebook.body.data.id}`, { token: user.token });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'METRICS_NOT_AVAILABLE',
      message: 'Métricas disponíveis apenas para contas do Instagram',
    });
    expect(
      (await t.call('GET', `/metrics?accountID=${instagram.body.data.id}`, { token: other.token })).status,
    ).toBe(404);
  });
});

describe('metrics history', () => {
  /** The day `offset` days before today in São Paulo (the projects' default time zone), as 'YYYY-MM-DD'. */
  const saoPauloDay = async (offset: number) =>
    (
      await sql<{
        day: string;
      }>`select ((now() at time zone 'America/Sao_Paulo')::date - ${offset}::integer)::text as day`.execute(
        t.db,
      )
    ).rows[0]?.day ?? '';
  const history = (user: User, accountId: string, query = '') =>
    t.call<Schemas['AccountMetricsHistory']>('GET', `/metrics/history?accountID=${accountId}${query}`, {
      token: user.token,
    });

  it("records yesterday's snapshot once per account with metrics and answers the last 30 days", async () => {
    const user = await createUser(t, 'history@exemplo.com');
    const instagram = (await link(user, await instagramId())).body.data;
    const facebook = (await link(user, await platformId('Facebook'))).body.data;

    const empty = await history(user, instagram.id);
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({
      accountId: instagram.id,
      days: 30,
      timeZone: 'America/Sao_Paulo',
      points: [],
    });

    // The worker's job: the Instagram account gets yesterday; Facebook has no metrics and is skipped.
    expect(await recordDailySnapshots(t.server.services)).toBeGreaterThanOrEqual(1);
    expect(await recordDailySnapshots(t.server.services)).toBe(0);
    const rows = await t.db
      .selectFrom('account_metrics_snapshots')
      .select(['social_account_id'])
      .where('social_account_id', 'in', [instagram.id, facebook.id])
      .execute();
    expect(rows).toEqual([{ social_account_id: instagram.id }]);

    const recorded = await history(user, instagram.id);
    const yesterday = await saoPauloDay(1);
    expect(recorded.body.data.points).toHaveLength(1);
    const [point] = recorded.body.data.points;
    expect(point?.date).toBe(yesterday);
    expect(point?.followers_count).toBeGreaterThan(0);
    expect(point?.reach).toBeGreaterThan(0);
    expect(point?.engagement).toBeGreaterThan(0);

    // Recording a day again replaces it (idempotent upsert), never adds a second row.
    await recordSnapshot(t.db, instagram.id, {
      day: yesterday,
      followers_count: 10,
      reach: 20,
      engagement: 30,
    });
    expect((await history(user, instagram.id)).body.data.points).toEqual([
      { date: yesterday, followers_count: 10, reach: 20, engagement: 30 },
    ]);

    // The window ends yesterday: today (partial) is never answered, and `days` reaches back at most 90.
    for (const offset of [0, 30, 31, 90, 91])
      await recordSnapshot(t.db, instagram.id, {
        day: await saoPauloDay(offset),
        followers_count: offset,
        reach: 1,
        engagement: 1,
      });
    const month = await history(user, instagram.id);
    expect(month.body.data.points.map((p) => p.date)).toEqual([await saoPauloDay(30), yesterday]);
    const quarter = await history(user, instagram.id, '&days=90');
    expect(quarter.body.data.points.map((p) => p.followers_count)).toEqual([90, 31, 30, 10]);
    expect((await history(user, instagram.id, '&days=91')).status).toBe(400);
    expect((await history(user, instagram.id, '&days=0')).status).toBe(400);

    // Beyond the retention, the job deletes old days.
    await recordSnapshot(t.db, instagram.id, {
      day: await saoPauloDay(120),
      followers_count: 1,
      reach: 1,
      engagement: 1,
    });
    await recordDailySnapshots(t.server.services);
    const oldest = await t.db
      .selectFrom('account_metrics_snapshots')
      .select(sql<string>`min(day)::text`.as('day'))
      .where('social_account_id', '=', instagram.id)
      .executeTakeFirstOrThrow();
    expect(oldest.day).toBe(await saoPauloDay(91));

    const refused = await history(user, facebook.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'METRICS_NOT_AVAILABLE' });
    const other = await createUser(t, 'history-other@exemplo.com');
    expect((await history(other, instagram.id)).status).toBe(404);
  });
});
