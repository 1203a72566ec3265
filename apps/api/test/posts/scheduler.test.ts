import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerSettings } from '../../src/config.js';
import { settle } from '../../src/scheduler/claims.js';
import { PublishError, type Publisher, type PublishRequest } from '../../src/scheduler/publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
import { testDatabaseUrl } from '../support/database.js';
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

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

const settings: SchedulerSettings = {
  enabled: false,
  intervalMs: 10,
  batchSize: 7,
  leaseMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 1,
};

/** A network that remembers what it published, once per idempotency key, like the real ones promise. */
function fakeNetwork() {
  const published = new Map<string, PublishRequest>();
  const calls: string[] = [];
  const publish: Publisher = async (request) => {
    calls.push(request.idempotencyKey);
    // A real network call takes a moment: other workers get to run meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (!published.has(request.idempotencyKey)) published.set(request.idempotencyKey, request);
    return { networkPostId: `ig_${request.idempotencyKey.slice(0, 8)}` };
  };
  return { published, calls, publish };
}

let users = 0;
async function ownerWithAccount() {
  users += 1;
  const user = await createUser(t, `agenda-${users}@exemplo.com`);
  const account = await linkAccount(t, user.projectId, 'Instagram', `agenda${users}`);
  return { ...user, accountId: account.id, auth: { token: user.token, projectId: user.projectId } };
}

/** `count` occurrences due a minute ago, inserted straight in the database. */
async function dueOccurrences(count: number) {
  const who = await ownerWithAccount();
  const post = await t.db
    .insertInto('posts')
    .values({
      project_id: who.projectId,
      created_by: who.user.id,
      caption: 'Promoção de hoje',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const due = new Date(Date.now() - 60_000);
  await t.db
    .insertInto('post_schedules')
    .values(
      Array.from({ length: count }, () => ({
        post_id: post.id,
        project_id: who.projectId,
        social_account_id: who.accountId,
        scheduled_at: due,
        next_attempt_at: due,
        updated_at: new Date(),
      })),
    )
    .execute();
  return { ...who, postId: post.id };
}

async function statuses(postId: number) {
  return t.db
    .selectFrom('post_schedules')
    .select(['id', 'status', 'posted_at', 'attempts', 'failure_reason', 'idempotency_key', 'network_post_id'])
    .where('post_id', '=', postId)
    .orderBy('id')
    .execute();
}

describe('the scheduler', () => {
  it("publishes a 'Postar agora' post on the next tick and the post reads POSTED", async () => {
    const who = await ownerWithAccount();
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        { caption: 'Agora mesmo!', ...scheduleFields([{ at: new Date(), accounts: [who.accountId] }]) },
        images(1, pngBytes()),
      ),
      who.auth,
    );
    const network = fakeNetwork();
    const worker = createScheduler(t.server.services, { settings, publish: network.publish });
    expect(await worker.tick()).toMatchObject({ claimed: 1, posted: 1 });
    const [sent] = [...network.published.values()];
    expect(sent).toMatchObject({
      caption: 'Agora mesmo!',
      platformName: 'Instagram',
      accountId: who.accountId,
    });
    expect(sent?.media).toHaveLength(1);
    const read = await t.call<Schemas['Post']>('GET', `/posts/${created.body.data.id}`, who.auth);
    expect(read.body.data.overallStatus).toBe('POSTED');
    expect(read.body.data.status).toEqual(['POSTED']);
    expect(read.body.data.schedules[0]?.postedAt).not.toBeNull();
    expect(await worker.tick()).toMatchObject({ claimed: 0 });
  });

  it('leaves future occurrences alone', async () => {
    const who = await ownerWithAccount();
    await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Depois',
          ...scheduleFields([{ at: new Date(Date.now() + 3_600_000), accounts: [who.accountId] }]),
        },
        images(1, pngBytes()),
      ),
      who.auth,
    );
    const network = fakeNetwork();
    expect(
      await createScheduler(t.server.services, { settings, publish: network.publish }).drain(),
    ).toMatchObject({ claimed: 0 });
  });

  it(`publishes 100 due occurrences exactly once with 3 workers${testDatabaseUrl ? ' in parallel' : ' (serialised by PGlite)'}`, async () => {
    const { postId } = await dueOccurrences(100);
    const network = fakeNetwork();
    const workers = Array.from({ length: 3 }, (_, i) =>
      createScheduler(t.server.services, { settings, publish: network.publish, workerId: `w${i}` }),
    );
    const results = await Promise.all(workers.map((worker) => worker.drain()));
    expect(network.calls).toHaveLength(100);
    expect(new Set(network.calls).size).toBe(100);
    expect(results.reduce((sum, r) => sum + r.posted, 0)).toBe(100);
    const rows = await statuses(postId);
    expect(rows.every((row) => row.status === 'POSTED' && row.posted_at !== null && row.attempts === 1)).toBe(
      true,
    );
    if (testDatabaseUrl) {
      // On PostgreSQL the three really shared the work.
      expect(results.filter((r) => r.posted > 0).length).toBeGreaterThan(1);
    }
  });

  it("takes over a killed worker's batch after its lease and publishes each occurrence once", async () => {
    const { postId } = await dueOccurrences(10);
    const network = fakeNetwork();
    let delivered = 0;
    // The first worker dies on its 4th publish: the network got it, the worker never recorded it.
    const dying: Publisher = async (request) => {
      delivered += 1;
      if (delivered < 4) return network.publish(request);
      await network.publish(request);
      return new Promise(() => {});
    };
    const first = createScheduler(t.server.services, {
      settings: { ...settings, batchSize: 10 },
      publish: dying,
      workerId: 'morto',
    });
    void first.tick();
    await waitFor(async () => network.calls.length === 4);
    const midway = await statuses(postId);
    expect(midway.filter((row) => row.status === 'POSTED')).toHaveLength(3);
    expect(midway.filter((row) => row.status === 'PUBLISHING')).toHaveLength(7);

    const restarted = createScheduler(t.server.services, {
      settings,
      publish: network.publish,
      workerId: 'novo',
    });
    expect(await restarted.drain()).toMatchObject({ claimed: 0 });
    // The dead worker's lease (a minute) runs out.
    await sql`update post_schedules set lease_expires_at = now() - interval '1 second' where lease_owner = 'morto'`.execute(
      t.db,
    );
    expect(await restarted.drain()).toMatchObject({ claimed: 7, posted: 7 });
    const rows = await statuses(postId);
    expect(rows.every((row) => row.status === 'POSTED')).toBe(true);
    // The one in flight was sent again with its idempotency key: the network kept a single post.
    expect(network.published.size).toBe(10);
    expect(network.calls).toHaveLength(11);
    expect(new Set(rows.map((row) => row.network_post_id)).size).toBe(10);
  });

  it('a worker whose lease expired mid-batch does not publish the occurrences another worker claimed', async () => {
    const { postId } = await dueOccurrences(3);
    const network = fakeNetwork();
    let release = () => {};
    const slowNetwork = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowCalls: string[] = [];
    // The first publish of the batch takes far longer than the lease.
    const slow: Publisher = async (request) => {
      slowCalls.push(request.idempotencyKey);
      if (slowCalls.length === 1) await slowNetwork;
      return network.publish(request);
    };
    const tinyLease = { ...settings, batchSize: 3, leaseMs: 600 };
    const first = createScheduler(t.server.services, {
      settings: tinyLease,
      publish: slow,
      workerId: 'lento',
    });
    const firstTick = first.tick();
    await waitFor(async () => slowCalls.length === 1);
    // The batch's other two claims expire while the first publish is still under way…
    await waitFor(async () => {
      const expired = await sql<{ n: number }>`
        select count(*)::int as n from post_schedules
        where post_id = ${postId} and lease_owner = 'lento' and lease_expires_at <= now()`.execute(t.db);
      return expired.rows[0]?.n === 2;
    });
    // …and another worker takes them over; the one in flight stays with the worker publishing it.
    const second = createScheduler(t.server.services, {
      settings,
      publish: network.publish,
      workerId: 'outro',
    });
    expect(await second.tick()).toMatchObject({ claimed: 2, posted: 2 });
    release();
    expect(await firstTick).toMatchObject({ claimed: 3, posted: 1, lost: 2 });
    expect(slowCalls).toHaveLength(1);
    expect(network.calls).toHaveLength(3);
    expect(new Set(network.calls).size).toBe(3);
    expect((await statuses(postId)).every((row) => row.status === 'POSTED')).toBe(true);
  });

  it('retries a transient failure with backoff, then records FAILED with a pt-BR reason', async () => {
    const { postId } = await dueOccurrences(1);
    let tries = 0;
    const failing: Publisher = async () => {
      tries += 1;
      throw new PublishError('transient', 'a rede está fora do ar');
    };
    const minute = 60_000;
    const worker = createScheduler(t.server.services, {
      settings: { ...settings, retryBaseMs: minute },
      publish: failing,
    });
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      expect(await worker.tick()).toMatchObject({ claimed: 1, retried: 1 });
      const row = await t.db
        .selectFrom('post_schedules')
        .select(['status', 'attempts', 'failure_reason', 'last_error', 'next_attempt_at', 'updated_at'])
        .where('post_id', '=', postId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'SCHEDULED', attempts: attempt, failure_reason: null });
      expect(row.last_error).toBe('a rede está fora do ar');
      waits.push(row.next_attempt_at.getTime() - row.updated_at.getTime());
      // Not due again before the backoff has passed…
      expect(await worker.tick()).toMatchObject({ claimed: 0 });
      // …which the test skips instead of waiting.
      await sql`update post_schedules set next_attempt_at = now() - interval '1 second' where post_id = ${postId}`.execute(
        t.db,
      );
    }
    // Each wait doubles: one minute, then two.
    expect(Math.abs((waits[0] ?? 0) - minute)).toBeLessThan(5000);
    expect(Math.abs((waits[1] ?? 0) - 2 * minute)).toBeLessThan(5000);
    expect(await worker.tick()).toMatchObject({ claimed: 1, failed: 1 });
    const [failed] = await statuses(postId);
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      failure_reason: 'Não foi possível publicar após várias tentativas: a rede está fora do ar',
    });
    expect(tries).toBe(3);
  });

  it('fails at once on a permanent refusal or an account that needs linking again', async () => {
    const { postId, accountId } = await dueOccurrences(1);
    const refusing: Publisher = async () => {
      throw new PublishError('permanent', 'formato de imagem não aceito');
    };
    const worker = createScheduler(t.server.services, { settings, publish: refusing });
    expect(await worker.tick()).toMatchObject({ failed: 1 });
    expect((await statuses(postId))[0]).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      failure_reason: 'A rede recusou a publicação: formato de imagem não aceito',
    });

    const second = await dueOccurrences(1);
    await t.db
      .updateTable('social_accounts')
      .set({ status: 'EXPIRED' })
      .where('id', '=', second.accountId)
      .execute();
    const network = fakeNetwork();
    await createScheduler(t.server.services, { settings, publish: network.publish }).tick();
    expect((await statuses(second.postId))[0]).toMatchObject({
      status: 'FAILED',
      failure_reason: 'A conta precisa ser conectada novamente antes de publicar.',
    });
    expect(network.calls).toEqual([]);
    expect(accountId).not.toBe(second.accountId);
  });

  it('shows PARTIAL when some occurrences posted and others failed', async () => {
    const who = await ownerWithAccount();
    const created = await sendForm(
      t,
      'POST',
      '/templates/scheduled',
      formOf(
        {
          caption: 'Dois horários',
          ...scheduleFields([
            { at: new Date(Date.now() - 1000), accounts: [who.accountId], repeatType: 1, repeatNumber: 2 },
          ]),
        },
        images(1, pngBytes()),
      ),
      who.auth,
    );
    const postId = created.body.data.id;
    await sql`update post_schedules set next_attempt_at = now() - interval '1 second' where post_id = ${postId}`.execute(
      t.db,
    );
    let first = true;
    const half: Publisher = async (request) => {
      if (first) {
        first = false;
        return { networkPostId: request.idempotencyKey };
      }
      throw new PublishError('permanent', 'legenda recusada');
    };
    await createScheduler(t.server.services, { settings, publish: half }).drain();
    const read = await t.call<Schemas['Post']>('GET', `/posts/${postId}`, who.auth);
    expect(read.body.data.overallStatus).toBe('PARTIAL');
    expect(read.body.data.status).toEqual(['POSTED', 'FAILED']);
    expect(read.body.data.schedules.map((s) => s.failureReason)).toEqual([
      null,
      'A rede recusou a publicação: legenda recusada',
    ]);
  });

  it('does not let a worker whose lease was taken over record an outcome', async () => {
    const { postId } = await dueOccurrences(1);
    const [row] = await statuses(postId);
    if (!row) throw new Error('no occurrence');
    const claim = {
      id: row.id,
      post_id: postId,
      project_id: '',
      social_account_id: '',
      idempotency_key: row.idempotency_key,
      attempts: 1,
      network: 'Instagram',
    };
    await t.db
      .updateTable('post_schedules')
      .set({ status: 'PUBLISHING', lease_owner: 'novo' })
      .where('id', '=', row.id)
      .execute();
    expect(await settle(t.db, claim, 'antigo', { kind: 'posted', networkPostId: 'x' })).toBe(false);
    expect((await statuses(postId))[0]?.status).toBe('PUBLISHING');
  });

  it('runs on an interval once started, and stops cleanly', async () => {
    const { postId } = await dueOccurrences(3);
    const network = fakeNetwork();
    const worker = createScheduler(t.server.services, { settings, publish: network.publish });
    worker.start();
    await waitFor(async () => network.published.size === 3);
    await worker.stop();
    expect((await statuses(postId)).every((row) => row.status === 'POSTED')).toBe(true);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
