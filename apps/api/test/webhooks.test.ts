import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchedulerSettings, WebhookSettings } from '../src/config.js';
import { createHousekeeper } from '../src/housekeeping/housekeeper.js';
import { ConnectionRefusedError, PublishError, type Publisher } from '../src/scheduler/publisher.js';
import { createScheduler } from '../src/scheduler/worker.js';
import { createWebhookDelivery } from '../src/webhooks/delivery.js';
import {
  formOf,
  images,
  linkAccount,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './posts/support.js';
import { createUser, lastMail, type TestServer } from './support/server.js';

/** What the receiver does with the next requests. */
type Mode = 'ok' | 'fail' | 'hang';

/** A real HTTP receiver that verifies every request's signature with `standardwebhooks`. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string; verified: unknown }[] = [];
  const state = { mode: 'ok' as Mode, secret: '' };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      let verified: unknown = null;
      try {
        verified = new Webhook(state.secret).verify(body, request.headers as Record<string, string>);
      } catch {
        verified = null;
      }
      received.push({ headers: request.headers, body, verified });
      if (state.mode === 'hang') return;
      if (!verified) {
        response.writeHead(400).end('bad signature');
        return;
      }
      response.writeHead(state.mode === 'ok' ? 204 : 503).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const webhookSettings: WebhookSettings = {
  intervalMs: 20,
  batchSize: 20,
  leaseMs: 60_000,
  maxAttempts: 2,
  retryBaseMs: 200,
  // Long enough for a loaded 2-core runner to answer 503 in time; the hanging receiver still times out.
  timeoutMs: 2_000,
  allowLocalHttp: true,
};
const schedulerSettings: SchedulerSettings = {
  enabled: false,
  intervalMs: 10,
  batchSize: 10,
  leaseMs: 60_000,
  maxAttempts: 3,
  retryBaseMs: 1,
};

let t: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startPostsServer({ webhooks: webhookSettings });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

let people = 0;
/** An owner with a linked Instagram account in their project. */
async function owner() {
  people += 1;
  const who = await createUser(t, `webhooks-${people}@exemplo.com`);
  const account = await linkAccount(t, who.projectId, 'Instagram', `loja${people}`);
  return { ...who, accountId: account.id, auth: { token: who.token, projectId: who.projectId } };
}

/** Adds an endpoint to the receiver through the API and points the receiver at its secret. */
async function addEndpoint(who: Awaited<ReturnType<typeof owner>>, events: Schemas['WebhookEventType'][]) {
  const created = await t.call<Schemas['CreatedWebhookEndpoint']>(
    'POST',
    `/projects/${who.projectId}/webhooks`,
    {
      token: who.token,
      body: { url: receiver.url, description: 'Receptor de teste', events },
    },
  );
  expect(created.status).toBe(201);
  receiver.state.secret = created.body.data.secret;
  return created.body.data;
}

/** Schedules a post through the API (`POST /templates/scheduled`). */
async function schedulePost(who: Awaited<ReturnType<typeof owner>>, caption: string, at = new Date()) {
  const answer = await sendForm(
    t,
    'POST',
    '/templates/scheduled',
    formOf({ caption, ...scheduleFields([{ at, accounts: [who.accountId] }]) }, images(1, pngBytes())),
    who.auth,
  );
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** The bodies the receiver verified, parsed, since `from`. */
const verifiedSince = (from: number) =>
  receiver.received.slice(from).map((r) => r.verified as { type: string; data: Record<string, unknown> });

describe('webhook endpoints', () => {
  it('are created with a whsec_ secret shown once, listed, changed and removed by OWNER and ADMIN only', async () => {
    const who = await owner();
    const path = `/projects/${who.projectId}/webhooks`;
    const created = await addEndpoint(who, ['post.published']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(created.endpoint).toMatchObject({ url: receiver.url, enabled: true, events: ['post.published'] });

    const listed = await t.call<Schemas['WebhookEndpoint'][]>('GET', path, { token: who.token });
    expect(listed.body.data).toEqual([created.endpoint]);
    expect(listed.text).not.toContain(created.secret);
    // At rest the secret is sealed, not stored as given.
    const stored = await t.db
      .selectFrom('webhook_endpoints')
      .select('secret_encrypted')
      .executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(created.secret.slice(6));

    const changed = await t.call<Schemas['WebhookEndpoint']>('PATCH', `${path}/${created.endpoint.id}`, {
      token: who.token,
      body: { events: ['post.failed', 'account.disconnected'], description: 'Outro' },
    });
    expect(changed.body.data).toMatchObject({
      events: ['post.failed', 'account.disconnected'],
      description: 'Outro',
    });

    // An EDITOR of the project may not see or touch them.
    const editor = await createUser(t, `editor-${people}@exemplo.com`);
    await t.db
      .insertInto('project_members')
      .values({ project_id: who.projectId, user_id: editor.user.id, role: 'EDITOR' })
      .execute();
    expect((await t.call('GET', path, { token: editor.token })).status).toBe(403);
    expect(
      (
        await t.call('POST', path, {
          token: editor.token,
          body: { url: receiver.url, events: ['post.failed'] },
        })
      ).status,
    ).toBe(403);
    // A stranger learns nothing about the project.
    expect(
      (
        await t.call('GET', `/projects/${editor.projectId}/webhooks/${created.endpoint.id}/deliveries`, {
          token: who.token,
        })
      ).status,
    ).toBe(404);

    expect((await t.call('DELETE', `${path}/${created.endpoint.id}`, { token: who.token })).status).toBe(200);
    expect((await t.call<unknown[]>('GET', path, { token: who.token })).body.data).toEqual([]);
  });

  it('accept https, and plain http to this machine only outside production', async () => {
    const who = await owner();
    const path = `/projects/${who.projectId}/webhooks`;
    const create = (url: string) =>
      t.call('POST', path, { token: who.token, body: { url, events: ['post.failed'] } });
    expect((await create('https://parceiro.exemplo.com.br/hooks')).status).toBe(201);
    const remote = await create('http://parceiro.exemplo.com.br/hooks');
    expect(remote.status).toBe(400);
    expect(remote.body.details).toEqual([{ field: 'url', message: 'A URL deve começar com https://' }]);
    expect((await create('parceiro')).body.details).toEqual([
      { field: 'url', message: 'Informe uma URL válida' },
    ]);
    t.config.webhooks.allowLocalHttp = false;
    try {
      expect((await create('http://localhost:4000/hooks')).status).toBe(400);
    } finally {
      t.config.webhooks.allowLocalHttp = true;
    }
    expect((await create('http://localhost:4000/hooks')).status).toBe(201);
  });

  it(`are limited to ${LIMITS.webhookEndpointsMax} per project`, async () => {
    const who = await owner();
    const path = `/projects/${who.projectId}/webhooks`;
    for (let i = 0; i < LIMITS.webhookEndpointsMax; i += 1)
      await t.call('POST', path, {
        token: who.token,
        body: { url: `https://h${i}.exemplo.com`, events: ['post.failed'] },
      });
    const over = await t.call('POST', path, {
      token: who.token,
      body: { url: 'https://x.exemplo.com', events: ['post.failed'] },
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('PLAN_LIMIT_REACHED');
  });
});

describe('webhook events', () => {
  it('delivers post.scheduled, post.published, post.failed and account.disconnected signed per Standard Webhooks', async () => {
    const who = await owner();
    const endpoint = await addEndpoint(who, [
      'post.scheduled',
      'post.published',
      'post.failed',
      'account.disconnected',
    ]);
    const delivery = createWebhookDelivery(t.server.services, {
      settings: webhookSettings,
      workerId: 'w-events',
    });
    receiver.state.mode = 'ok';
    const from = receiver.received.length;

    // Scheduled through the API, then published by the scheduler.
    const post = await schedulePost(who, 'Promoção de verão');
    const ok: Publisher = async () => ({ networkPostId: 'ig_123' });
    expect(
      await createScheduler(t.server.services, { settings: schedulerSettings, publish: ok }).tick(),
    ).toMatchObject({ posted: 1 });

    // A permanent refusal fails the next one.
    await schedulePost(who, 'Vai falhar');
    const refusing: Publisher = async () => {
      throw new PublishError('permanent', 'Legenda recusada');
    };
    await createScheduler(t.server.services, { settings: schedulerSettings, publish: refusing }).tick();

    // The network refuses the account's token: the account is EXPIRED (announced once), the post fails.
    await schedulePost(who, 'Token recusado');
    const revoked: Publisher = async () => {
      throw new ConnectionRefusedError();
    };
    await createScheduler(t.server.services, { settings: schedulerSettings, publish: revoked }).tick();

    expect(await delivery.tick()).toMatchObject({ claimed: 7, delivered: 7 });
    const bodies = verifiedSince(from);
    expect(bodies).toHaveLength(7);
    expect(bodies.map((b) => b.type)).toEqual([
      'post.scheduled',
      'post.published',
      'post.scheduled',
      'post.failed',
      'post.scheduled',
      'account.disconnected',
      'post.failed',
    ]);
    const account = { id: who.accountId, network: 'Instagram', username: `loja${people}` };
    expect(bodies[0]?.data).toMatchObject({
      postId: post.id,
      caption: 'Promoção de verão',
      occurrences: 1,
      accounts: [account],
    });
    expect(bodies[1]?.data).toMatchObject({ postId: post.id, networkPostId: 'ig_123', account });
    expect(bodies[3]?.data).toMatchObject({
      failureReason: expect.stringContaining('Legenda recusada'),
      account,
    });
    expect(bodies[5]?.data).toEqual({ reason: 'EXPIRED', account });
    // The headers of the spec; the id is the event's, the body the one that was signed.
    const first = receiver.received[from];
    expect(first?.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(Math.abs(Number(first?.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    // Unlinking the (expired) account announces its removal.
    const removed = await t.call('DELETE', `/social-media-account/${who.accountId}`, who.auth);
    expect(removed.status).toBe(200);
    expect(await delivery.tick()).toMatchObject({ delivered: 1 });
    expect(verifiedSince(from + 7)[0]).toMatchObject({
      type: 'account.disconnected',
      data: { reason: 'REMOVED', account },
    });

    const log = await t.call<Schemas['WebhookDelivery'][]>(
      'GET',
      `/projects/${who.projectId}/webhooks/${endpoint.endpoint.id}/deliveries`,
      { token: who.token },
    );
    expect(log.body.data).toHaveLength(8);
    expect(
      log.body.data.every((d) => d.status === 'DELIVERED' && d.attempts === 1 && d.responseStatus === 204),
    ).toBe(true);
    await delivery.stop();
  });

  it('records nothing for events no endpoint listens to', async () => {
    const who = await owner();
    await addEndpoint(who, ['account.disconnected']);
    await schedulePost(who, 'Ninguém escuta', new Date(Date.now() + 3_600_000));
    const events = await t.db
      .selectFrom('webhook_events')
      .select('type')
      .where('project_id', '=', who.projectId)
      .execute();
    expect(events).toEqual([]);
  });
});

describe('webhook delivery failures', () => {
  it('retries with backoff, times out, disables the endpoint after repeated failures, e-mails the owner, and Reenviar delivers again', async () => {
    const who = await owner();
    const created = await addEndpoint(who, ['post.scheduled']);
    const base = `/projects/${who.projectId}/webhooks/${created.endpoint.id}`;
    const delivery = createWebhookDelivery(t.server.services, {
      settings: webhookSettings,
      workerId: 'w-fail',
    });
    receiver.state.mode = 'fail';
    const from = receiver.received.length;
    const failures = LIMITS.webhookDisableAfterFailures;
    for (let i = 0; i < failures; i += 1)
      await schedulePost(who, `Post ${i}`, new Date(Date.now() + 3_600_000));

    // First attempts: the receiver verified each signature and answered 503.
    expect(await delivery.tick()).toMatchObject({ claimed: failures, retried: failures });
    expect(receiver.received.slice(from).every((r) => r.verified)).toBe(true);
    const waiting = await t.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', created.endpoint.id)
      .execute();
    for (const row of waiting) {
      expect(row).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        response_status: 503,
        last_error: 'HTTP 503',
      });
      expect(row.next_attempt_at.getTime() - row.updated_at.getTime()).toBeGreaterThanOrEqual(150);
    }
    // Not before the backoff has passed.
    expect(await delivery.tick()).toMatchObject({ claimed: 0 });

    // The last attempt of the first one times out; the others answer 503 again.
    receiver.state.mode = 'hang';
    await sql`update webhook_deliveries set next_attempt_at = now() + interval '1 hour'
      where endpoint_id = ${created.endpoint.id}`.execute(t.db);
    const [firstDelivery] = waiting;
    await sql`update webhook_deliveries set next_attempt_at = now() where id = ${firstDelivery?.id ?? ''}`.execute(
      t.db,
    );
    expect(await delivery.tick()).toMatchObject({ claimed: 1, failed: 1, disabled: 0 });
    receiver.state.mode = 'fail';
    await sql`update webhook_deliveries set next_attempt_at = now() where endpoint_id = ${created.endpoint.id}`.execute(
      t.db,
    );
    await vi.waitFor(
      async () => expect(await delivery.tick()).toMatchObject({ failed: failures - 1, disabled: 1 }),
      {
        timeout: 5_000,
      },
    );

    const log = await t.call<Schemas['WebhookDelivery'][]>('GET', `${base}/deliveries`, { token: who.token });
    expect(log.body.data).toHaveLength(failures);
    expect(
      log.body.data.every((d) => d.status === 'FAILED' && d.attempts === 2 && d.nextAttemptAt === null),
    ).toBe(true);
    const timedOut = log.body.data.find((d) => d.id === firstDelivery?.id);
    expect(timedOut).toMatchObject({ responseStatus: null, lastError: 'timeout after 2000 ms' });

    const [endpoint] = (
      await t.call<Schemas['WebhookEndpoint'][]>('GET', `/projects/${who.projectId}/webhooks`, {
        token: who.token,
      })
    ).body.data;
    expect(endpoint).toMatchObject({ enabled: false, consecutiveFailures: failures });
    expect(endpoint?.disabledAt).not.toBeNull();
    const mail = await lastMail(t, who.user.email);
    expect(mail.subject).toBe('Webhook desativado no projeto Meu Projeto');
    expect(mail.text).toContain(
      `O endpoint ${receiver.url} do projeto Meu Projeto foi desativado após ${failures} entregas seguidas com falha.`,
    );

    // While disabled: no new deliveries, and 'Reenviar' asks to turn it on first.
    await schedulePost(who, 'Durante a pausa', new Date(Date.now() + 3_600_000));
    expect(
      (await t.call<unknown[]>('GET', `${base}/deliveries`, { token: who.token })).body.data,
    ).toHaveLength(failures);
    const refused = await t.call('POST', `${base}/deliveries/${timedOut?.id}/redeliver`, {
      token: who.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Reative o endpoint antes de reenviar.');

    // Turned on again and fixed: 'Reenviar' sends the same event, same webhook-id, as a new delivery.
    const enabled = await t.call<Schemas['WebhookEndpoint']>('PATCH', base, {
      token: who.token,
      body: { enabled: true },
    });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabledAt: null, consecutiveFailures: 0 });
    receiver.state.mode = 'ok';
    const again = await t.call<Schemas['WebhookDelivery']>(
      'POST',
      `${base}/deliveries/${timedOut?.id}/redeliver`,
      { token: who.token },
    );
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'PENDING', attempts: 0, eventId: timedOut?.eventId });
    const before = receiver.received.length;
    expect(await delivery.tick()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(receiver.received[before]?.headers['webhook-id']).toBe(timedOut?.eventId);
    expect(receiver.received[before]?.verified).toMatchObject({ type: 'post.scheduled' });
    const redone = await t.call<Schemas['WebhookDelivery'][]>('GET', `${base}/deliveries`, {
      token: who.token,
    });
    expect(redone.body.data[0]).toMatchObject({
      id: again.body.data.id,
      status: 'DELIVERED',
      responseStatus: 204,
    });
    await delivery.stop();
  });

  it('are purged by the housekeeper 30 days after their last delivery ended, never while one waits', async () => {
    const who = await owner();
    const created = await addEndpoint(who, ['post.scheduled']);
    const old = "now() - interval '31 days'";
    const events = [];
    for (const status of ['DELIVERED', 'FAILED', 'PENDING'] as const) {
      const event = await t.db
        .insertInto('webhook_events')
        .values({
          project_id: who.projectId,
          type: 'post.scheduled',
          payload: '{}',
          created_at: sql`${sql.raw(old)}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('webhook_deliveries')
        .values({ event_id: event.id, endpoint_id: created.endpoint.id, status })
        .execute();
      events.push(event.id);
    }
    await createHousekeeper(t.server.services, { intervalMs: 60_000 }).runOnce();
    const left = await t.db.selectFrom('webhook_events').select('id').where('id', 'in', events).execute();
    expect(left.map((e) => e.id)).toEqual([events[2]]);
  });
});
