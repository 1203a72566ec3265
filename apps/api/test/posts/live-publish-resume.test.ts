import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { networkPublisher } from '../../src/scheduler/network-publisher.js';
import type { Publisher } from '../../src/scheduler/publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
import { startFakeGraph } from '../support/fake-graph.js';
import { createUser, type TestServer } from '../support/server.js';
import { formOf, images, pngBytes, scheduleFields, sendForm, startPostsServer } from './support.js';

let t: TestServer;
let graph: Awaited<ReturnType<typeof startFakeGraph>>;
beforeAll(async () => {
  graph = await startFakeGraph();
  const base = loadConfig({ NODE_ENV: 'test' }).networks;
  t = await startPostsServer({
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

const settings = { ...loadConfig({ NODE_ENV: 'test' }).scheduler, retryBaseMs: 60_000 };

let people = 0;
/** A user with an Instagram account linked over HTTP (live adapter, fake Graph API) and a post due now. */
async function instagramPostDueNow(caption: string) {
  people += 1;
  const user = await createUser(t, `retomada-${people}@exemplo.com`);
  const auth = { token: user.token, projectId: user.projectId };
  const platform = await t.db
    .selectFrom('platforms')
    .select('id')
    .where('name', '=', 'Instagram')
    .executeTakeFirstOrThrow();
  const start = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
    ...auth,
    body: { platformId: platform.id },
  });
  const linked = await t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
    ...auth,
    body: {
      code: 'codigo-valido',
      state: start.body.data.state,
      platformId: platform.id,
      userId: user.user.id,
    },
  });
  expect(linked.status).toBe(201);
  const created = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf(
      { caption, ...scheduleFields([{ at: new Date(), accounts: [linked.body.data.id] }]) },
      images(1, pngBytes()),
    ),
    auth,
  );
  expect(created.status).toBe(201);
  return { auth, postId: created.body.data.id };
}

async function occurrence(postId: number) {
  return t.db
    .selectFrom('post_schedules')
    .selectAll()
    .where('post_id', '=', postId)
    .executeTakeFirstOrThrow();
}

/** Makes a waiting retry due now instead of after its backoff. */
async function dueNow(postId: number) {
  await sql`update post_schedules set next_attempt_at = now() - interval '1 second' where post_id = ${postId}`.execute(
    t.db,
  );
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('resuming an Instagram publication (live adapter against a local Graph API)', () => {
  it('a worker that dies right after Instagram created the container: the next one publishes that container, once', async () => {
    const { auth, postId } = await instagramPostDueNow('Coleção de verão');
    const containersBefore = graph.containersCreated();
    const publishesBefore = graph.published.length;
    const publish = networkPublisher(t.server.services);
    let release = () => {};
    const dead = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The process stops right after the container's id was stored: nothing after that runs.
    const dying: Publisher = (request) =>
      publish({
        ...request,
        async saveProgress(progress) {
          await request.saveProgress(progress);
          await dead;
          throw new Error('process killed');
        },
      });
    const first = createScheduler(t.server.services, { settings, publish: dying, workerId: 'morto' });
    const firstTick = first.tick();
    await waitFor(async () => (await occurrence(postId)).publish_progress !== null);
    expect(graph.containersCreated()).toBe(containersBefore + 1);
    expect(graph.published).toHaveLength(publishesBefore);

    // Its lease runs out; another worker takes the occurrence over.
    await sql`update post_schedules set lease_expires_at = now() - interval '1 second' where lease_owner = 'morto'`.execute(
      t.db,
    );
    const next = createScheduler(t.server.services, { settings, publish, workerId: 'novo' });
    expect(await next.tick()).toMatchObject({ claimed: 1, posted: 1 });
    expect(graph.containersCreated()).toBe(containersBefore + 1);
    expect(graph.published).toHaveLength(publishesBefore + 1);
    const posted = await occurrence(postId);
    expect(posted.status).toBe('POSTED');
    expect(posted.network_post_id).toMatch(/^1790/);
    const read = await t.call<Schemas['Post']>('GET', `/posts/${postId}`, auth);
    expect(read.body.data.overallStatus).toBe('POSTED');

    // The dead worker, were it to wake up, records nothing.
    release();
    expect(await firstTick).toMatchObject({ posted: 0, lost: 1 });
    expect((await occurrence(postId)).status).toBe('POSTED');
  });

  it('a publish call that failed is retried on the same container: one container, one publication', async () => {
    const { postId } = await instagramPostDueNow('Promoção relâmpago');
    const containersBefore = graph.containersCreated();
    const publishesBefore = graph.published.length;
    const worker = createScheduler(t.server.services, {
      settings,
      publish: networkPublisher(t.server.services),
    });
    graph.failNextPublish(500, 2);
    expect(await worker.tick()).toMatchObject({ claimed: 1, retried: 1 });
    await dueNow(postId);
    expect(await worker.tick()).toMatchObject({ claimed: 1, posted: 1 });
    expect(graph.containersCreated()).toBe(containersBefore + 1);
    expect(graph.published).toHaveLength(publishesBefore + 1);
    expect((await occurrence(postId)).status).toBe('POSTED');
  });

  it('a publication whose answer was lost is not published again on the retry', async () => {
    const { postId } = await instagramPostDueNow('Lançamento da semana');
    const containersBefore = graph.containersCreated();
    const publishesBefore = graph.published.length;
    const worker = createScheduler(t.server.services, {
      settings,
      publish: networkPublisher(t.server.services),
    });
    graph.failNextPublish(500, 2, true);
    expect(await worker.tick()).toMatchObject({ claimed: 1, retried: 1 });
    await dueNow(postId);
    expect(await worker.tick()).toMatchObject({ claimed: 1, posted: 1 });
    expect(graph.containersCreated()).toBe(containersBefore + 1);
    expect(graph.published).toHaveLength(publishesBefore + 1);
    expect((await occurrence(postId)).status).toBe('POSTED');
  });
});
