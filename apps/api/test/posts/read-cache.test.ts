import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/openapi/router.js';
import { createPostReadCache, postReadMaxAgeMs } from '../../src/posts/read-cache.js';
import { createUser, type TestServer } from '../support/server.js';
import {
  formOf,
  images,
  linkAccount,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './support.js';

// Two instances on one database: every change is made through (or beside) the first, and the second,
// which already answered the reads, must show it at its next call.
let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  one = await startPostsServer();
  two = await startPostsServer({}, { db: one.db });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const inAWeek = new Date(Date.now() + 7 * 86_400_000);
const week = `from=${new Date(inAWeek.getTime() - 86_400_000).toISOString()}&to=${new Date(inAWeek.getTime() + 86_400_000).toISOString()}`;
let people = 0;

async function projectWithPost() {
  people += 1;
  const who = await createUser(one, `leituras-${people}@exemplo.com`);
  const account = await linkAccount(one, who.projectId, 'Instagram', `leituras.${people}`);
  const auth = { token: who.token, projectId: who.projectId };
  const created = await sendForm(
    one,
    'POST',
    '/templates/scheduled',
    formOf(
      { caption: 'Primeira versão', ...scheduleFields([{ at: inAWeek, accounts: [account.id] }]) },
      images(1, pngBytes()),
    ),
    auth,
  );
  expect(created.status).toBe(201);
  return { ...who, auth, account, post: created.body.data };
}

async function page(t: TestServer, who: { token: string; projectId: string }) {
  const answer = await t.call<Schemas['PostPage']>('GET', '/posts?page=0&size=10', who);
  expect(answer.status).toBe(200);
  return answer.body.data.content;
}

async function scheduled(t: TestServer, who: { token: string; projectId: string }) {
  const answer = await t.call<Schemas['Post'][]>('GET', `/posts/scheduled?${week}`, who);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const readVersion = async (projectId: string) =>
  (
    await sql<{ version: string }>`
      select version::text from project_read_versions where project_id = ${projectId}`.execute(one.db)
  ).rows[0]?.version;

describe('the post reads keep an answer only while its project does not change', () => {
  it('answers the kept page until a change is committed, whichever instance or process made it', async () => {
    const who = await projectWithPost();
    const { post } = who;
    expect((await page(two, who))[0]?.caption).toBe('Primeira versão');
    expect((await scheduled(two, who))[0]?.caption).toBe('Primeira versão');

    // A write the count does not see (triggers off) is not shown: the answer is the kept one.
    await one.db.transaction().execute(async (tx) => {
      await sql`set local session_replication_role = replica`.execute(tx);
      await sql`update posts set caption = 'Escrita invisível' where id = ${post.id}`.execute(tx);
    });
    expect((await page(two, who))[0]?.caption).toBe('Primeira versão');
    // Unless the caller asks for an answer made for it.
    const fresh = await two.call<Schemas['PostPage']>('GET', '/posts?page=0&size=10', {
      ...who.auth,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.body.data.content[0]?.caption).toBe('Escrita invisível');

    // An edit through the first instance.
    const edited = await sendForm(
      one,
      'PUT',
      `/posts/${post.id}`,
      formOf({ caption: 'Segunda versão' }),
      who.auth,
    );
    expect(edited.status).toBe(200);
    expect((await page(two, who))[0]?.caption).toBe('Segunda versão');
    expect((await scheduled(two, who))[0]?.caption).toBe('Segunda versão');

    // The scheduler's claim (a lease) changes nothing the reads show, and counts nothing.
    const before = await readVersion(who.projectId);
    await one.db
      .updateTable('post_schedules')
      .set({ lease_owner: 'worker-1', lease_expires_at: new Date(Date.now() + 60_000) })
      .where('post_id', '=', post.id)
      .execute();
    expect(await readVersion(who.projectId)).toBe(before);

    // Its publication does.
    await one.db
      .updateTable('post_schedules')
      .set({ status: 'POSTED', posted_at: new Date(), lease_owner: null, lease_expires_at: null })
      .where('post_id', '=', post.id)
      .execute();
    const published = (await page(two, who))[0];
    expect(published?.schedules[0]?.status).toBe('POSTED');
    expect((await scheduled(two, who))[0]?.schedules[0]?.status).toBe('POSTED');

    // The account's new name, and a thumbnail removed then made again.
    await one.db
      .updateTable('social_accounts')
      .set({ username: 'novo.nome' })
      .where('id', '=', who.account.id)
      .execute();
    expect((await page(two, who))[0]?.schedules[0]?.socialMediaAccount.username).toBe('novo.nome');
    const { file_id: fileId } = await one.db
      .selectFrom('post_media')
      .select('file_id')
      .where('post_id', '=', post.id)
      .executeTakeFirstOrThrow();
    const thumbnail = async (key: string | null) => {
      await one.db
        .updateTable('storage_files')
        .set({ thumbnail_key: key })
        .where('id', '=', fileId)
        .execute();
      return (await page(two, who))[0]?.media?.[0]?.thumbnailUrl;
    };
    expect(await thumbnail(null)).toBeUndefined();
    expect(await thumbnail('miniatura.webp')).toEqual(expect.any(String));

    // The post deleted.
    expect((await one.call('DELETE', `/posts/${post.id}`, who.auth)).status).toBe(200);
    expect(await page(two, who)).toEqual([]);
    expect(await scheduled(two, who)).toEqual([]);
  });

  it('shows a partner the change as well (its key carries no membership to read the count with)', async () => {
    const who = await projectWithPost();
    const key = await one.call<Schemas['CreatedApiKey']>('POST', '/api-keys', {
      ...who.auth,
      body: { name: 'Loja virtual', scopes: ['posts:read'] },
    });
    expect(key.status).toBe(201);
    const partner = { token: key.body.data.secret, projectId: who.projectId };
    expect((await page(two, partner))[0]?.caption).toBe('Primeira versão');
    await sendForm(one, 'PUT', `/posts/${who.post.id}`, formOf({ caption: 'Para o parceiro' }), who.auth);
    expect((await page(two, partner))[0]?.caption).toBe('Para o parceiro');
  });

  it('counts one change per transaction however many rows it writes, and lets a project be deleted', async () => {
    const who = await projectWithPost();
    await page(two, who);
    const before = Number(await readVersion(who.projectId));
    await one.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('posts')
        .set({ caption: 'Em lote' })
        .where('project_id', '=', who.projectId)
        .execute();
      await tx
        .updateTable('post_schedules')
        .set({ scheduled_at: new Date(inAWeek.getTime() + 60_000) })
        .where('project_id', '=', who.projectId)
        .execute();
    });
    expect(Number(await readVersion(who.projectId))).toBe(before + 1);
    expect((await page(two, who))[0]?.caption).toBe('Em lote');

    await one.db.deleteFrom('projects').where('id', '=', who.projectId).execute();
    expect(await readVersion(who.projectId)).toBeUndefined();
  });
});

describe('the post reads over the wire', () => {
  it('are sent gzipped to callers that accept it, made once per answer', async () => {
    const who = await projectWithPost();
    await sendForm(
      one,
      'POST',
      '/templates/scheduled',
      formOf({ caption: 'Outro post' }, images(1, pngBytes())),
      who.auth,
    );
    const get = (encoding: string) =>
      fetch(`${two.url}/api/v1/posts?page=0&size=10`, {
        headers: { authorization: `Bearer ${who.token}`, 'accept-encoding': encoding },
      });
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get('br, gzip;q=0.8');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(
      Number(plain.headers.get('content-length')),
    );
    expect(await zipped.json()).toEqual(await plain.json());
    expect((await get('gzip;q=0')).headers.get('content-encoding')).toBeNull();
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('createPostReadCache', () => {
  const access = (projectId: string, readVersion = '1') => ({
    projectId,
    userId: 'u',
    memberId: 'm',
    role: 'OWNER' as const,
    readVersion,
  });
  /** A cache whose reads are counted and whose clock the test moves. */
  function counted(maxBytes: number) {
    const clock = { now: 0 };
    const reads: string[] = [];
    const cache = createPostReadCache(one.db, maxBytes, () => clock.now);
    const answer = (projectId: string, key: string, version = '1', data: unknown = { key }) =>
      cache
        .answer(access(projectId, version), key, async () => {
          reads.push(`${projectId} ${key}`);
          return data;
        })
        .then((answered) => (JSON.parse(answered.body.toString()) as { data: unknown }).data);
    return { clock, reads, answer };
  }

  it('shares one read between concurrent calls and reads again at a new count or after a minute', async () => {
    const { clock, reads, answer } = counted(1024);
    expect(await Promise.all([answer('p', 'a'), answer('p', 'a')])).toEqual([{ key: 'a' }, { key: 'a' }]);
    expect(reads).toEqual(['p a']);
    await answer('p', 'a', '2');
    clock.now = postReadMaxAgeMs - 1;
    await answer('p', 'a', '2');
    expect(reads).toEqual(['p a', 'p a']);
    clock.now = postReadMaxAgeMs;
    await answer('p', 'a', '2');
    expect(reads).toEqual(['p a', 'p a', 'p a']);
  });

  it('keeps answers per project, drops the least recently used beyond its size, and never keeps a failure', async () => {
    const { reads, answer } = counted(130);
    const big = { text: 'x'.repeat(20) }; // 59 bytes in its envelope: two fit, not three
    await answer('p', 'a', '1', big);
    await answer('q', 'a', '1', big);
    await answer('p', 'a', '1', big);
    await answer('r', 'a', '1', big);
    await answer('p', 'a', '1', big);
    await answer('q', 'a', '1', big);
    expect(reads).toEqual(['p a', 'q a', 'r a', 'q a']);

    const cache = createPostReadCache(one.db, 1024);
    const failing = () => cache.answer(access('p'), 'b', () => Promise.reject(new Error('fora do ar')));
    await expect(failing()).rejects.toThrow('fora do ar');
    const answered = await cache.answer(access('p'), 'b', async () => 'de volta');
    expect(answered.body.toString()).toBe('{"status":"success","data":"de volta"}');
  });

  it('keeps nothing when given no room', async () => {
    const { reads, answer } = counted(0);
    await answer('p', 'a');
    await answer('p', 'a');
    expect(reads).toEqual(['p a', 'p a']);
  });
});
