import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerSettings } from '../../src/config.js';
import { addMember } from '../../src/projects/membership.js';
import { ConnectionRefusedError, PublishError, type Publisher } from '../../src/scheduler/publisher.js';
import { createScheduler } from '../../src/scheduler/worker.js';
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

// 'Tentar novamente' and 'Cancelar agendamento' over real HTTP, the scheduler publishing in between.

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

const settings: SchedulerSettings = {
  enabled: false,
  intervalMs: 10,
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 1,
};

const publishes: Publisher = async (request) => ({ networkPostId: `net_${request.idempotencyKey}` });
const refuses =
  (reason: string): Publisher =>
  async () => {
    throw new PublishError('permanent', reason);
  };
const tick = (publish: Publisher) => createScheduler(t.server.services, { settings, publish }).drain();

let people = 0;
async function owner() {
  people += 1;
  const user = await createUser(t, `ocorrencias-${people}@exemplo.com`);
  const instagram = await linkAccount(t, user.projectId, 'Instagram', `loja${people}.insta`);
  const facebook = await linkAccount(t, user.projectId, 'Facebook', `Loja${people}`);
  return {
    ...user,
    auth: { token: user.token, projectId: user.projectId },
    accounts: [instagram.id, facebook.id],
  };
}
type Owner = Awaited<ReturnType<typeof owner>>;

async function createPost(who: Owner, at: Date, accounts = who.accounts) {
  const answer = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf({ caption: 'Café especial da semana ☕', ...scheduleFields([{ at, accounts }]) }, images(1, png)),
    who.auth,
  );
  expect(answer.status).toBe(201);
  return answer.body.data;
}

const read = async (who: Owner, id: number) =>
  (await t.call<Schemas['Post']>('GET', `/posts/${id}`, who.auth)).body.data;
const retry = (who: Owner, post: number, schedule: number, auth = who.auth) =>
  t.call<Schemas['Post']>('POST', `/posts/${post}/schedules/${schedule}/retry`, auth);
const cancel = (who: Owner, post: number, schedule: number, auth = who.auth) =>
  t.call<Schemas['Post']>('DELETE', `/posts/${post}/schedules/${schedule}`, auth);
const png = pngBytes();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000);

describe('POST /posts/{id}/schedules/{scheduleId}/retry', () => {
  it('puts a failed occurrence back in the queue, and the next run publishes it once', async () => {
    const who = await owner();
    const post = await createPost(who, new Date(), [who.accounts[0] ?? '']);
    await tick(refuses('A rede social recusou a publicação.'));
    const failed = await read(who, post.id);
    const [schedule] = failed.schedules;
    expect(schedule).toMatchObject({
      status: 'FAILED',
      failureReason: 'A rede recusou a publicação: A rede social recusou a publicação.',
      socialMediaAccount: { status: 'ACTIVE' },
    });
    const keyBefore = await t.db
      .selectFrom('post_schedules')
      .select('idempotency_key')
      .where('id', '=', schedule?.id ?? 0)
      .executeTakeFirstOrThrow();

    const answer = await retry(who, post.id, schedule?.id ?? 0);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ overallStatus: 'SCHEDULED', status: ['SCHEDULED'] });
    expect(answer.body.data.schedules[0]).toMatchObject({
      id: schedule?.id,
      status: 'SCHEDULED',
      failureReason: null,
      scheduledAt: schedule?.scheduledAt,
    });
    expect(Date.parse(answer.body.data.updatedAt)).toBeGreaterThan(Date.parse(failed.updatedAt));

    expect(await tick(publishes)).toMatchObject({ claimed: 1, posted: 1 });
    const row = await t.db
      .selectFrom('post_schedules')
      .select(['status', 'attempts', 'idempotency_key', 'network_post_id'])
      .where('id', '=', schedule?.id ?? 0)
      .executeTakeFirstOrThrow();
    // The same key goes to the network: one that saw the failed attempt does not post twice.
    expect(row).toMatchObject({
      status: 'POSTED',
      attempts: 1,
      network_post_id: `net_${keyBefore.idempotency_key}`,
    });
  });

  it('refuses an occurrence that did not fail with 409 and the reason in pt-BR', async () => {
    const who = await owner();
    const post = await createPost(who, inAWeek());
    const answer = await retry(who, post.id, post.schedules[0]?.id ?? 0);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'CONFLICT',
      message: 'Só é possível tentar novamente uma publicação que falhou.',
      details: null,
    });
    expect((await read(who, post.id)).schedules[0]?.status).toBe('SCHEDULED');
  });

  it('marks the account EXPIRED when the network refuses its token, and asks to reconnect before a retry', async () => {
    const who = await owner();
    const post = await createPost(who, new Date(), [who.accounts[0] ?? '']);
    // The network refuses the account's token, as the providers report it.
    await tick(async () => {
      throw new ConnectionRefusedError();
    });
    const [schedule] = (await read(who, post.id)).schedules;
    expect(schedule).toMatchObject({
      status: 'FAILED',
      failureReason: 'A conta precisa ser conectada novamente antes de publicar.',
      socialMediaAccount: { id: who.accounts[0], status: 'EXPIRED' },
    });

    const refused = await retry(who, post.id, schedule?.id ?? 0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Reconecte a conta antes de tentar novamente.');

    // Linking the account again makes it ACTIVE: the retry is allowed.
    await t.db
      .updateTable('social_accounts')
      .set({ status: 'ACTIVE' })
      .where('id', '=', who.accounts[0] ?? '')
      .execute();
    expect((await retry(who, post.id, schedule?.id ?? 0)).status).toBe(200);
  });
});

describe('DELETE /posts/{id}/schedules/{scheduleId}', () => {
  it('cancels one waiting occurrence and keeps the others, the text and the media', async () => {
    const who = await owner();
    const post = await createPost(who, inAWeek());
    expect(post.schedules).toHaveLength(2);
    const [first, second] = post.schedules;

    const answer = await cancel(who, post.id, first?.id ?? 0);
    expect(answer.status).toBe(200);
    expect(answer.body.data.schedules.map((s) => s.id)).toEqual([second?.id]);
    expect(answer.body.data.caption).toBe(post.caption);
    expect(answer.body.data.overallStatus).toBe('SCHEDULED');

    const again = await cancel(who, post.id, first?.id ?? 0);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FOUND', message: 'Agendamento não encontrado' });
  });

  it('keeps the post as a draft when its last occurrence is cancelled', async () => {
    const who = await owner();
    const post = await createPost(who, inAWeek(), [who.accounts[1] ?? '']);
    const answer = await cancel(who, post.id, post.schedules[0]?.id ?? 0);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ schedules: [], status: ['DRAFT'], overallStatus: 'DRAFT' });
    expect((await read(who, post.id)).overallStatus).toBe('DRAFT');
  });

  it('refuses occurrences being published, posted or failed with 409', async () => {
    const who = await owner();
    const post = await createPost(who, new Date());
    const [posted, failing] = post.schedules;
    await tick(async (request) => {
      if (request.accountId === who.accounts[1]) throw new PublishError('permanent', 'Recusado.');
      return { networkPostId: 'ok' };
    });
    for (const schedule of [posted, failing]) {
      const answer = await cancel(who, post.id, schedule?.id ?? 0);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Só é possível cancelar um agendamento que ainda não foi publicado.');
    }

    const later = await createPost(who, inAWeek(), [who.accounts[0] ?? '']);
    await t.db
      .updateTable('post_schedules')
      .set({ status: 'PUBLISHING' })
      .where('post_id', '=', later.id)
      .execute();
    const publishing = await cancel(who, later.id, later.schedules[0]?.id ?? 0);
    expect(publishing.status).toBe(409);
    expect(publishing.body.message).toBe(
      'Esta publicação já está sendo enviada e não pode mais ser cancelada.',
    );
  });
});

describe('who may retry or cancel an occurrence', () => {
  it('answers 404 for another post, another project or an unknown occurrence', async () => {
    const who = await owner();
    const stranger = await owner();
    const post = await createPost(who, inAWeek());
    const other = await createPost(who, inAWeek());
    const scheduleId = post.schedules[0]?.id ?? 0;
    expect((await cancel(who, other.id, scheduleId)).status).toBe(404);
    expect((await retry(who, other.id, scheduleId)).status).toBe(404);
    expect((await cancel(stranger, post.id, scheduleId)).status).toBe(404);
    expect((await retry(stranger, post.id, scheduleId)).status).toBe(404);
    expect((await cancel(who, post.id, 2_000_000_000)).status).toBe(404);
    expect((await read(who, post.id)).schedules).toHaveLength(2);
  });

  it('lets a viewer do neither (403), as for editing posts', async () => {
    const who = await owner();
    const viewer = await createUser(t, `ocorrencias-leitor@exemplo.com`);
    await addMember(t.db, who.projectId, viewer.user.id, 'VIEWER');
    const post = await createPost(who, inAWeek());
    const auth = { token: viewer.token, projectId: who.projectId };
    const scheduleId = post.schedules[0]?.id ?? 0;
    expect((await cancel(who, post.id, scheduleId, auth)).status).toBe(403);
    expect((await retry(who, post.id, scheduleId, auth)).status).toBe(403);
    expect((await read(who, post.id)).schedules).toHaveLength(2);
  });
});
