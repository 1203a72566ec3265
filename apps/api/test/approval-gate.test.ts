import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerSettings } from '../src/config.js';
import { addMember } from '../src/projects/membership.js';
import type { Publisher } from '../src/scheduler/publisher.js';
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

const approve = (team: Agency, postId: number) =>
  t.call<Schemas['Post']>('POST', `/posts/${postId}/review`, {
    ...team.owner,
    body: { decision: 'APPROVED' },
  });
/** Makes every waiting occurrence of the project due a minute ago, as if its time had come. */
async function everythingDue(projectId: string) {
  await sql`update post_schedules set scheduled_at = now() - interval '1 minute',
    next_attempt_at = now() - interval '1 minute'
    where project_id = ${projectId} and status = 'SCHEDULED'`.execute(t.db);
}

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
