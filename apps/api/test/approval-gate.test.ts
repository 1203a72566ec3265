import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerSettings } from '../src/config.js';
import { addMember } from '../src/projects/membership.js';
import { PublishError, type Publisher } from '../src/scheduler/publisher.js';
import { createScheduler } from '../src/scheduler/worker.js';
import {
  formOf,
  images,
  linkAccount,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './posts/support.js';
import { createUser, type TestServer } from './support/server.js';

// 'Exigir aprovação' holds on the server whatever the route: a post that awaits review is never published,
// whichever call created or re-activated its occurrence, and the scheduler's claim is the backstop.

let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer();
});
afterAll(() => t.close());

const settings: SchedulerSettings = {
  enabled: false,
  intervalMs: 10,
  batchSize: 50,
  leaseMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 1,
};

/** A publisher that records every caption it was asked to publish. */
function recorder() {
  const published: string[] = [];
  const publish: Publisher = async (request) => {
    published.push(request.caption);
    return { networkPostId: `net_${request.idempotencyKey}` };
  };
  return { published, publish };
}
const refuses: Publisher = async () => {
  throw new PublishError('permanent', 'A rede social recusou a publicação.');
};
const drain = (publish: Publisher) => createScheduler(t.server.services, { settings, publish }).drain();

type Auth = { token: string; projectId?: string };
const png = pngBytes();
const inADay = () => new Date(Date.now() + 86_400_000);

let teams = 0;
/**
 * A project with 'Exigir aprovação' on: its OWNER, an EDITOR, a partner's API key (an EDITOR too), an
 * Instagram and a Facebook account, and queue slots every day at 09:00 and 21:00 on both.
 */
async function agency() {
  teams += 1;
  const owner = await createUser(t, `portao-dona-${teams}@agencia.com.br`, 'Ana Dona');
  const editor = await createUser(t, `portao-editor-${teams}@agencia.com.br`, 'Carla Editora');
  await addMember(t.db, owner.projectId, editor.user.id, 'EDITOR');
  const ownerAuth = { token: owner.token, projectId: owner.projectId };
  const on = await t.call('PUT', `/projects/${owner.projectId}/approval`, {
    token: owner.token,
    body: { requiresApproval: true },
  });
  expect(on.status).toBe(200);
  const key = await t.call<Schemas['CreatedApiKey']>('POST', '/api-keys', {
    ...ownerAuth,
    body: { name: 'Integração do parceiro', scopes: ['posts:read', 'posts:write'] },
  });
  expect(key.status).toBe(201);
  const instagram = await linkAccount(t, owner.projectId, 'Instagram', `portao${teams}`);
  const facebook = await linkAccount(t, owner.projectId, 'Facebook', `portao${teams}`);
  for (const account of [instagram.id, facebook.id])
    for (let weekday = 0; weekday < 7; weekday += 1)
      for (const time of ['09:00', '21:00'])
        expect(
          (
            await t.call('POST', `/social-media-account/${account}/queue-slots`, {
              ...ownerAuth,
              body: { weekday, time },
            })
          ).status,
        ).toBe(201);
  return {
    projectId: owner.projectId,
    owner: ownerAuth,
    editor: { token: editor.token, projectId: owner.projectId },
    apiKey: { token: key.body.data.secret },
    instagram: instagram.id,
    facebook: facebook.id,
  };
}
type Agency = Awaited<ReturnType<typeof agency>>;

/** A post written by `auth`, scheduled on `accounts` at `at`, or a draft without schedules. */
async function createPost(auth: Auth, caption: string, schedule?: { at: Date; accounts: string[] }) {
  const fields = schedule ? { caption, ...scheduleFields([schedule]) } : { caption };
  const created = await sendForm(t, 'POST', '/templates/scheduled', formOf(fields, images(1, png)), auth);
  expect(created.body.details ?? null).toBeNull();
  expect(created.status).toBe(201);
  return created.body.data;
}

const enqueue = (auth: Auth, postId: number, accounts: string[]) =>
  t.call<Schemas['Post']>('POST', `/posts/${postId}/queue`, {
    ...auth,
    body: { socialMediaAccountIds: accounts },
  });
const retry = (auth: Auth, postId: number, scheduleId: number) =>
  t.call<Schemas['Post']>('POST', `/posts/${postId}/schedules/${scheduleId}/retry`, auth);
const approve = (team: Agency, postId: number) =>
  t.call<Schemas['Post']>('POST', `/posts/${postId}/review`, {
    ...team.owner,
    body: { decision: 'APPROVED' },
  });
const editCaption = (auth: Auth, postId: number, caption: string) => {
  const form = new FormData();
  form.append('caption', caption);
  return sendForm(t, 'PUT', `/posts/${postId}`, form, auth);
};

/** Makes every waiting occurrence of the project due a minute ago, as if its time had come. */
async function everythingDue(projectId: string) {
  await sql`update post_schedules set scheduled_at = now() - interval '1 minute',
    next_attempt_at = now() - interval '1 minute'
    where project_id = ${projectId} and status = 'SCHEDULED'`.execute(t.db);
}

const occurrencesOf = (postId: number) =>
  t.db
    .selectFrom('post_schedules')
    .select(['status', 'is_active', 'held_for_review'])
    .where('post_id', '=', postId)
    .orderBy('id')
    .execute();

/** A post an OWNER approved whose Instagram occurrence failed, then edited by the EDITOR: back in review. */
async function failedThenEdited(team: Agency, caption: string) {
  const post = await createPost(team.editor, caption, { at: new Date(), accounts: [team.instagram] });
  expect((await approve(team, post.id)).status).toBe(200);
  await drain(refuses);
  const [failed] = await occurrencesOf(post.id);
  expect(failed?.status).toBe('FAILED');
  const edited = await editCaption(team.editor, post.id, `${caption} — texto que a dona não aprovou`);
  expect(edited.body.data.reviewStatus).toBe('IN_REVIEW');
  return { post, scheduleId: post.schedules[0]?.id ?? 0 };
}

describe("'Adicionar à fila' while the post awaits review", () => {
  it('holds the occurrence in its slot until approval, for an EDITOR and for an API key', async () => {
    const team = await agency();
    const post = await createPost(team.editor, 'Texto que a dona não aprovou');
    expect(post.reviewStatus).toBe('IN_REVIEW');

    const byEditor = await enqueue(team.editor, post.id, [team.instagram]);
    expect(byEditor.status).toBe(200);
    const byKey = await enqueue(team.apiKey, post.id, [team.facebook]);
    expect(byKey.status).toBe(200);
    expect(byKey.body.data).toMatchObject({ reviewStatus: 'IN_REVIEW', overallStatus: 'IN_REVIEW' });
    expect(await occurrencesOf(post.id)).toEqual([
      { status: 'SCHEDULED', is_active: false, held_for_review: true },
      { status: 'SCHEDULED', is_active: false, held_for_review: true },
    ]);

    await everythingDue(team.projectId);
    const { published, publish } = recorder();
    expect(await drain(publish)).toMatchObject({ claimed: 0 });
    expect(published).toEqual([]);

    // Approval releases both: the slots had passed, so they run at once.
    expect((await approve(team, post.id)).status).toBe(200);
    expect(await drain(publish)).toMatchObject({ claimed: 2, posted: 2 });
    expect(published).toEqual(['Texto que a dona não aprovou', 'Texto que a dona não aprovou']);
  });
});

describe("'Tentar novamente' while the post awaits review", () => {
  it('refuses with 409 in pt-BR to retry a failed occurrence after an unapproved edit, and allows it once approved', async () => {
    const team = await agency();
    const { post, scheduleId } = await failedThenEdited(team, 'Promoção aprovada');

    for (const auth of [team.editor, team.apiKey, team.owner]) {
      const refused = await retry(auth, post.id, scheduleId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        status: 'error',
        code: 'CONFLICT',
        message: 'Este post aguarda aprovação: tente novamente depois que ele for aprovado',
      });
    }
    const { published, publish } = recorder();
    expect(await drain(publish)).toMatchObject({ claimed: 0 });
    expect(await occurrencesOf(post.id)).toMatchObject([{ status: 'FAILED' }]);

    expect((await approve(team, post.id)).status).toBe(200);
    expect((await retry(team.editor, post.id, scheduleId)).status).toBe(200);
    expect(await drain(publish)).toMatchObject({ claimed: 1, posted: 1 });
    expect(published).toEqual(['Promoção aprovada — texto que a dona não aprovou']);
  });
});

describe("the scheduler's claim", () => {
  it('never takes an occurrence of a post in review or with changes requested, even one made active in the database', async () => {
    const team = await agency();
    const inReview = await createPost(team.editor, 'Em revisão', {
      at: inADay(),
      accounts: [team.instagram],
    });
    const changes = await createPost(team.editor, 'Alterações pedidas', {
      at: inADay(),
      accounts: [team.instagram],
    });
    const asked = await t.call('POST', `/posts/${changes.id}/review`, {
      ...team.owner,
      body: { decision: 'CHANGES_REQUESTED', comment: 'Troque a foto.' },
    });
    expect(asked.status).toBe(200);
    // What any route that forgot the review would leave behind: active, not held, due.
    await sql`update post_schedules set is_active = true, held_for_review = false
      where post_id in (${inReview.id}, ${changes.id})`.execute(t.db);
    await everythingDue(team.projectId);

    const { published, publish } = recorder();
    expect(await drain(publish)).toMatchObject({ claimed: 0 });
    expect(published).toEqual([]);

    expect((await approve(team, inReview.id)).status).toBe(200);
    expect(await drain(publish)).toMatchObject({ claimed: 1, posted: 1 });
    expect(published).toEqual(['Em revisão']);
  });
});

describe("every write route under 'Exigir aprovação'", () => {
  it('publishes no unapproved post after a scheduler tick, whichever route created or re-activated its occurrence', async () => {
    const team = await agency();
    const { published, publish } = recorder();
    const at = { at: inADay(), accounts: [team.instagram] };
    const postOf = async (answer: Promise<{ status: number; body: { data: Schemas['Post'] } }>) => {
      const { status, body } = await answer;
      expect(status).toBe(200);
      return body.data;
    };

    // retrySchedule: a failed occurrence of an approved post, after the EDITOR's unapproved edit (first, as
    // making it fail runs the scheduler).
    const failed = await failedThenEdited(team, 'tentar novamente');
    await retry(team.editor, failed.post.id, failed.scheduleId);

    // createTemplate with schedules, by an EDITOR and by an API key.
    await createPost(team.editor, 'criar com agendamento (editora)', at);
    await createPost(team.apiKey, 'criar com agendamento (chave)', at);

    // updatePost with new schedules: the OWNER's scheduled post, rescheduled by the EDITOR.
    const owners = await createPost(team.owner, 'novos agendamentos', at);
    const form = formOf({
      schedules: JSON.stringify([
        { scheduledAt: inADay().toISOString(), socialMediaAccountIds: [team.facebook] },
      ]),
    });
    const updated = await sendForm(t, 'PUT', `/posts/${owners.id}`, form, team.editor);
    expect([updated.status, updated.body.data.reviewStatus]).toEqual([200, 'IN_REVIEW']);

    // addPostToQueue, by an EDITOR and by an API key.
    const queued = await postOf(
      enqueue(team.editor, (await createPost(team.editor, 'fila (editora)')).id, [team.instagram]),
    );
    await postOf(enqueue(team.apiKey, (await createPost(team.apiKey, 'fila (chave)')).id, [team.facebook]));

    // moveQueueItem: the EDITOR moves its queued occurrence into a free slot.
    const queue = await t.call<Schemas['QueueEntry'][]>(
      'GET',
      `/queue?socialMediaAccountId=${team.instagram}`,
      team.editor,
    );
    const free = queue.body.data.find((entry) => entry.scheduleId === null);
    const moved = await t.call('POST', '/queue/move', {
      ...team.editor,
      body: { scheduleId: queued.schedules[0]?.id, to: free?.at },
    });
    expect(moved.status).toBe(200);

    // importPosts, by an EDITOR and by an API key.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000)
      .toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })
      .split('-')
      .reverse()
      .join('/');
    for (const [auth, who] of [
      [team.editor, 'editora'],
      [team.apiKey, 'chave'],
    ] as const) {
      const imported = await t.call<Schemas['PostImportResult']>('POST', '/posts/import', {
        ...auth,
        headers: { 'idempotency-key': crypto.randomUUID() },
        body: {
          rows: [
            {
              line: 2,
              caption: `importar (${who})`,
              date: tomorrow,
              time: '10:00',
              accounts: `facebook:@portao${teams}`,
              media: '',
              firstComment: '',
            },
          ],
        },
      });
      expect(imported.body.details ?? null).toBeNull();
      expect(imported.status).toBe(201);
    }

    await everythingDue(team.projectId);
    await drain(publish);
    expect(published).toEqual([]);
    const posted = await t.db
      .selectFrom('post_schedules')
      .select('post_id')
      .where('project_id', '=', team.projectId)
      .where('status', 'in', ['POSTED', 'PUBLISHING'])
      .execute();
    expect(posted).toEqual([]);
  });
});
