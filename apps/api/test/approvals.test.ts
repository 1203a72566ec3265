import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulerSettings } from '../src/config.js';
import { createMailDelivery } from '../src/mail/delivery.js';
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

/** A real SMTP server capturing what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The text of a quoted-printable e-mail as a person reads it. */
const readable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const schedulerSettings: SchedulerSettings = {
  enabled: false,
  intervalMs: 10,
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 1,
};

let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startPostsServer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let teams = 0;
/** A project owned by an OWNER with an ADMIN, an EDITOR and a VIEWER, an Instagram account and approval on. */
async function agency(requiresApproval = true) {
  teams += 1;
  const owner = await createUser(t, `dona-${teams}@agencia.com.br`, 'Ana Dona');
  const member = async (role: 'ADMIN' | 'EDITOR' | 'VIEWER', name: string) => {
    const person = await createUser(t, `${role.toLowerCase()}-${teams}@agencia.com.br`, name);
    await t.db
      .insertInto('project_members')
      .values({ project_id: owner.projectId, user_id: person.user.id, role })
      .execute();
    return { ...person, auth: { token: person.token, projectId: owner.projectId } };
  };
  const admin = await member('ADMIN', 'Bruno Admin');
  const editor = await member('EDITOR', 'Carla Editora');
  const viewer = await member('VIEWER', 'Davi Leitor');
  const account = await linkAccount(t, owner.projectId, 'Instagram', `loja${teams}`);
  const ownerAuth = { token: owner.token, projectId: owner.projectId };
  if (requiresApproval) {
    const on = await t.call(`PUT`, `/projects/${owner.projectId}/approval`, {
      token: owner.token,
      body: { requiresApproval: true },
    });
    expect(on.status).toBe(200);
  }
  return { owner: { ...owner, auth: ownerAuth }, admin, editor, viewer, accountId: account.id };
}

/** A post scheduled for `at` on the account, written by `auth`. */
async function createPost(
  auth: { token: string; projectId: string },
  accountId: string,
  at: Date,
  caption = 'Lançamento da coleção de verão',
) {
  const created = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf({ caption, ...scheduleFields([{ at, accounts: [accountId] }]) }, images(1, pngBytes())),
    auth,
  );
  expect(created.body.details ?? null).toBeNull();
  expect(created.status).toBe(201);
  return created.body.data;
}

const inAnHour = () => new Date(Date.now() + 3_600_000);

describe("'Exigir aprovação'", () => {
  it("sends an EDITOR's post to 'Em revisão' with its schedules waiting, and schedules an ADMIN's directly", async () => {
    const team = await agency();
    const byEditor = await createPost(team.editor.auth, team.accountId, inAnHour());
    expect(byEditor.overallStatus).toBe('IN_REVIEW');
    expect(byEditor.reviewStatus).toBe('IN_REVIEW');
    const rows = await t.db
      .selectFrom('post_schedules')
      .select(['is_active', 'held_for_review'])
      .where('post_id', '=', byEditor.id)
      .execute();
    expect(rows).toEqual([{ is_active: false, held_for_review: true }]);

    const byAdmin = await createPost(team.admin.auth, team.accountId, inAnHour());
    expect(byAdmin.overallStatus).toBe('SCHEDULED');
    expect(byAdmin.reviewStatus).toBeNull();
  });

  it('lets only OWNER and ADMIN change the setting; every member reads it', async () => {
    const team = await agency(false);
    const path = `/projects/${team.owner.projectId}/approval`;
    expect(
      (await t.call('PUT', path, { token: team.editor.token, body: { requiresApproval: true } })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', path, { token: team.viewer.token, body: { requiresApproval: true } })).status,
    ).toBe(403);
    expect(
      (await t.call('PUT', path, { token: team.admin.token, body: { requiresApproval: true } })).status,
    ).toBe(200);
    const read = await t.call<Schemas['ApprovalSettings']>('GET', path, { token: team.viewer.token });
    expect(read.body.data).toEqual({ requiresApproval: true });
    const stranger = await createUser(t, `estranho-${teams}@exemplo.com`);
    expect((await t.call('GET', path, { token: stranger.token })).status).toBe(404);
  });

  it('shows the queue to OWNER and ADMIN only, the longest waiting first', async () => {
    const team = await agency();
    const first = await createPost(team.editor.auth, team.accountId, inAnHour(), 'Primeiro');
    const second = await createPost(team.editor.auth, team.accountId, inAnHour(), 'Segundo');
    const queue = await t.call<Schemas['Post'][]>('GET', '/posts/review-queue', team.admin.auth);
    expect(queue.status).toBe(200);
    expect(queue.body.data.map((post) => post.id)).toEqual([first.id, second.id]);
    expect((await t.call('GET', '/posts/review-queue', team.editor.auth)).status).toBe(403);
    expect((await t.call('GET', '/posts/review-queue', team.viewer.auth)).status).toBe(403);
  });

  it('approving schedules the post: the scheduler publishes it at its time and the author is e-mailed', async () => {
    const team = await agency();
    const post = await createPost(team.editor.auth, team.accountId, new Date(Date.now() + 1000));
    const published: string[] = [];
    const worker = createScheduler(t.server.services, {
      settings: schedulerSettings,
      publish: async (request) => {
        published.push(request.caption);
        return { networkPostId: `ig_${request.idempotencyKey.slice(0, 8)}` };
      },
    });
    // Due, but held for review: nothing runs.
    await sql`update post_schedules set scheduled_at = now() - interval '1 minute', next_attempt_at = now() - interval '1 minute' where post_id = ${post.id}`.execute(
      t.db,
    );
    expect(await worker.tick()).toMatchObject({ claimed: 0 });

    expect(
      (
        await t.call('POST', `/posts/${post.id}/review`, {
          ...team.editor.auth,
          body: { decision: 'APPROVED' },
        })
      ).status,
    ).toBe(403);
    const approved = await t.call<Schemas['Post']>('POST', `/posts/${post.id}/review`, {
      ...team.owner.auth,
      body: { decision: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ reviewStatus: 'APPROVED', overallStatus: 'SCHEDULED' });
    expect(await worker.tick()).toMatchObject({ claimed: 1, posted: 1 });
    expect(published).toEqual(['Lançamento da coleção de verão']);

    const again = await t.call('POST', `/posts/${post.id}/review`, {
      ...team.owner.auth,
      body: { decision: 'APPROVED' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Este post não está aguardando revisão');

    const history = await t.call<Schemas['PostEvent'][]>(
      'GET',
      `/posts/${post.id}/history`,
      team.viewer.auth,
    );
    expect(history.body.data.map((event) => [event.kind, event.actorName ?? event.platformName])).toEqual([
      ['CREATED', 'Carla Editora'],
      ['SUBMITTED', 'Carla Editora'],
      ['APPROVED', 'Ana Dona'],
      ['PUBLISHED', 'Instagram'],
    ]);

    const delivery = createMailDelivery(t.server.services, {
      settings: t.config.mail,
      workerId: 'approvals',
    });
    await delivery.tick();
    const mail = smtp.received.find((message) => message.to.includes(team.editor.user.email));
    expect(mail).toBeDefined();
    expect(readable(mail?.raw ?? '')).toContain('Ana Dona aprovou seu post');
  });

  it("'Solicitar alterações' needs a comment, keeps the post waiting, and the author's edit sends it back to review", async () => {
    const team = await agency();
    const post = await createPost(team.editor.auth, team.accountId, inAnHour());
    const path = `/posts/${post.id}/review`;
    const empty = await t.call('POST', path, {
      ...team.admin.auth,
      body: { decision: 'CHANGES_REQUESTED', comment: '  ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toEqual([{ field: 'comment', message: 'Diga o que precisa mudar' }]);
    const asked = await t.call<Schemas['Post']>('POST', path, {
      ...team.admin.auth,
      body: { decision: 'CHANGES_REQUESTED', comment: 'Troque a foto da capa.' },
    });
    expect(asked.body.data).toMatchObject({ reviewStatus: 'CHANGES_REQUESTED', overallStatus: 'IN_REVIEW' });

    const form = new FormData();
    form.append('caption', 'Lançamento da coleção de verão — nova capa');
    const edited = await sendForm(t, 'PUT', `/posts/${post.id}`, form, team.editor.auth);
    expect(edited.status).toBe(200);
    expect(edited.body.data.reviewStatus).toBe('IN_REVIEW');
    const history = await t.call<Schemas['PostEvent'][]>(
      'GET',
      `/posts/${post.id}/history`,
      team.editor.auth,
    );
    expect(history.body.data.map((event) => event.kind)).toEqual([
      'CREATED',
      'SUBMITTED',
      'CHANGES_REQUESTED',
      'EDITED',
      'SUBMITTED',
    ]);
    expect(history.body.data[2]).toMatchObject({
      actorName: 'Bruno Admin',
      comment: 'Troque a foto da capa.',
    });

    const delivery = createMailDelivery(t.server.services, {
      settings: t.config.mail,
      workerId: 'approvals-2',
    });
    await delivery.tick();
    const mail = smtp.received.filter((message) => message.to.includes(team.editor.user.email)).at(-1);
    expect(readable(mail?.raw ?? '')).toContain('Troque a foto da capa.');
  });
});

describe('review links', () => {
  async function shared(days?: number) {
    const team = await agency();
    const post = await createPost(team.editor.auth, team.accountId, inAnHour(), 'Post para o cliente');
    const link = await t.call<Schemas['ReviewLink']>(
      'POST',
      `/projects/${team.owner.projectId}/review-links`,
      {
        token: team.owner.token,
        body: { clientName: 'Maria Souza', postIds: [post.id], ...(days ? { expiresInDays: days } : {}) },
      },
    );
    expect(link.status).toBe(201);
    const token = link.body.data.url.split('/revisao/')[1] ?? '';
    return { team, post, link: link.body.data, token, headers: { 'x-review-token': token } };
  }

  it('opens a read-only page of the shared posts without an account, and the client approves one', async () => {
    const { team, post, link, headers } = await shared();
    expect(link).toMatchObject({ state: 'ACTIVE', clientName: 'Maria Souza', postIds: [post.id] });
    expect(link.url.startsWith(`${t.config.publicAppUrl}/revisao/`)).toBe(true);
    const expiresInDays = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(Math.round(expiresInDays)).toBe(7);

    const page = await t.call<Schemas['ReviewPage']>('GET', '/review', { headers });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      clientName: 'Maria Souza',
      posts: [{ id: post.id, caption: 'Post para o cliente', reviewStatus: 'IN_REVIEW' }],
    });
    expect(page.body.data.posts[0]?.schedules[0]).toMatchObject({ platformName: 'Instagram' });

    const decided = await t.call<Schemas['ReviewPost']>('POST', `/review/posts/${post.id}/decision`, {
      headers,
      body: { decision: 'APPROVED', comment: 'Perfeito!' },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data.reviewStatus).toBe('APPROVED');
    expect(decided.body.data.decisions).toMatchObject([
      { kind: 'APPROVED', actorName: 'Maria Souza', viaReviewLink: true, comment: 'Perfeito!' },
    ]);

    const read = await t.call<Schemas['Post']>('GET', `/posts/${post.id}`, team.editor.auth);
    expect(read.body.data).toMatchObject({ reviewStatus: 'APPROVED', overallStatus: 'SCHEDULED' });
    const active = await t.db
      .selectFrom('post_schedules')
      .select('is_active')
      .where('post_id', '=', post.id)
      .execute();
    expect(active).toEqual([{ is_active: true }]);
  });

  it('lets a client ask for changes with a comment, and refuses posts the link does not share', async () => {
    const { team, post, headers } = await shared();
    const other = await createPost(team.editor.auth, team.accountId, inAnHour(), 'Outro post');
    const foreign = await t.call('POST', `/review/posts/${other.id}/decision`, {
      headers,
      body: { decision: 'APPROVED' },
    });
    expect(foreign.status).toBe(404);
    const noComment = await t.call('POST', `/review/posts/${post.id}/decision`, {
      headers,
      body: { decision: 'CHANGES_REQUESTED' },
    });
    expect(noComment.status).toBe(400);
    const asked = await t.call<Schemas['ReviewPost']>('POST', `/review/posts/${post.id}/decision`, {
      headers,
      body: { decision: 'CHANGES_REQUESTED', comment: 'Mude o horário para a tarde.' },
    });
    expect(asked.body.data.reviewStatus).toBe('CHANGES_REQUESTED');
    const history = await t.call<Schemas['PostEvent'][]>('GET', `/posts/${post.id}/history`, team.owner.auth);
    expect(history.body.data.at(-1)).toMatchObject({
      kind: 'CHANGES_REQUESTED',
      actorName: 'Maria Souza',
      viaReviewLink: true,
    });
  });

  it('refuses a changed token, an expired link and a revoked one', async () => {
    const { team, link, token, headers } = await shared();
    const changed = await t.call('GET', '/review', {
      headers: { 'x-review-token': `${token.slice(0, -2)}xx` },
    });
    expect(changed.status).toBe(404);
    expect((await t.call('GET', '/review')).status).toBe(404);

    await t.db
      .updateTable('review_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    // The signature binds the expiry: moving it in the database breaks the old token…
    expect((await t.call('GET', '/review', { headers })).status).toBe(404);

    const fresh = await shared();
    await sql`update review_links set created_at = now() - interval '8 days' where id = ${fresh.link.id}`.execute(
      t.db,
    );
    const expiredAt = new Date(Date.now() - 1000);
    await t.db
      .updateTable('review_links')
      .set({ expires_at: expiredAt })
      .where('id', '=', fresh.link.id)
      .execute();
    const list = await t.call<Schemas['ReviewLink'][]>(
      'GET',
      `/projects/${fresh.team.owner.projectId}/review-links`,
      {
        token: fresh.team.owner.token,
      },
    );
    const expired = list.body.data.find((item) => item.id === fresh.link.id);
    expect(expired?.state).toBe('EXPIRED');
    // …and the token signed for the new expiry says the link expired.
    const gone = await t.call('GET', '/review', {
      headers: { 'x-review-token': expired?.url.split('/revisao/')[1] ?? '' },
    });
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({
      code: 'REVIEW_LINK_EXPIRED',
      message: 'Este link de revisão expirou. Peça um novo link a quem o enviou.',
    });

    const live = await shared();
    const revokePath = `/projects/${live.team.owner.projectId}/review-links/${live.link.id}`;
    expect((await t.call('DELETE', revokePath, { token: live.team.editor.token })).status).toBe(403);
    expect((await t.call('DELETE', revokePath, { token: live.team.owner.token })).status).toBe(200);
    const revoked = await t.call('GET', '/review', { headers: live.headers });
    expect(revoked.status).toBe(410);
    expect(revoked.body.code).toBe('REVIEW_LINK_REVOKED');
    const decision = await t.call('POST', `/review/posts/${live.post.id}/decision`, {
      headers: live.headers,
      body: { decision: 'APPROVED' },
    });
    expect(decision.status).toBe(410);
    expect(team).toBeDefined();
  });

  it('lets only OWNER and ADMIN share posts, and only posts waiting for review', async () => {
    const team = await agency();
    const waiting = await createPost(team.editor.auth, team.accountId, inAnHour());
    const scheduled = await createPost(team.owner.auth, team.accountId, inAnHour());
    const path = `/projects/${team.owner.projectId}/review-links`;
    const byEditor = await t.call('POST', path, {
      token: team.editor.token,
      body: { clientName: 'Maria', postIds: [waiting.id] },
    });
    expect(byEditor.status).toBe(403);
    const bad = await t.call('POST', path, {
      token: team.admin.token,
      body: { clientName: ' ', postIds: [waiting.id, scheduled.id, 999999] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      { field: 'clientName', message: 'Informe o nome do cliente' },
      { field: 'postIds[1]', message: 'Este post não está aguardando revisão' },
      { field: 'postIds[2]', message: 'Post não encontrado' },
    ]);
    expect(
      await t.db
        .selectFrom('review_links')
        .select('id')
        .where('project_id', '=', team.owner.projectId)
        .execute(),
    ).toEqual([]);
  });
});
