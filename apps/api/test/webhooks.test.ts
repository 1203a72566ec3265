import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
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
  // `connections` counts TCP connections, so an attempt that never sends a request is seen too.
  const state = { mode: 'ok' as Mode, secret: '', connections: 0 };
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
  server.on('connection', () => {
    state.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    state,
    url: `http://127.0.0.1:${port}/hooks`,
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
  // The receiver runs on this machine: the explicit opt-in that WEBHOOK_ALLOW_LOCALHOST=1 gives.
  allowLocalHttp: true,
  allowedPrivateHosts: [],
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

  it('accept https, and plain http to this machine only with the local opt-in', async () => {
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

const notAllowed =
  'Esta URL leva a um endereço interno, privado ou reservado e não pode receber webhooks. Use um endereço público.';

/** Runs `body` as a default server runs: without WEBHOOK_ALLOW_LOCALHOST. */
async function withoutLocalOptIn(body: () => Promise<void>) {
  webhookSettings.allowLocalHttp = false;
  try {
    await body();
  } finally {
    webhookSettings.allowLocalHttp = true;
  }
}

/** Creates endpoints listening to `post.failed` in the owner's project, answering the API's reply. */
const creatorFor = (who: Awaited<ReturnType<typeof owner>>) => (url: string) =>
  t.call('POST', `/projects/${who.projectId}/webhooks`, {
    token: who.token,
    body: { url, events: ['post.failed'] },
  });

/** The endpoint's delivery log as `GET …/deliveries` answers it. */
async function deliveriesOf(who: Awaited<ReturnType<typeof owner>>, endpointId: string) {
  return t.call<Schemas['WebhookDelivery'][]>(
    'GET',
    `/projects/${who.projectId}/webhooks/${endpointId}/deliveries`,
    { token: who.token },
  );
}

/** An endpoint listening to `post.scheduled` at `url`, with one delivery waiting for it. */
async function endpointWithDelivery(who: Awaited<ReturnType<typeof owner>>, url: string) {
  const created = await t.call<Schemas['CreatedWebhookEndpoint']>(
    'POST',
    `/projects/${who.projectId}/webhooks`,
    {
      token: who.token,
      body: { url, events: ['post.scheduled'] },
    },
  );
  expect(created.status).toBe(201);
  await schedulePost(who, 'Endereço vigiado', new Date(Date.now() + 3_600_000));
  return created.body.data.endpoint;
}

/**
 * The file's settings as they are now, with one attempt, so these tests leave no delivery waiting for the next
 * ones' workers.
 */
const oneAttempt = (): WebhookSettings => ({ ...webhookSettings, maxAttempts: 1 });

describe('webhook URLs that lead inside the network', () => {
  // Every form below names an address no partner's receiver has: this machine, the private network, the
  // cloud's metadata service, or ranges that are not on the internet.
  const internal = [
    ['loopback', 'https://127.0.0.1/hooks'],
    ['loopback, decimal', 'https://2130706433/'],
    ['loopback, octal', 'https://0177.0.0.1/'],
    ['loopback, hex', 'https://0x7f.0.0.1/'],
    ['loopback, one hex number', 'https://0x7f000001:3000/'],
    ['loopback, short form', 'https://127.1/'],
    ['loopback, IPv6', 'https://[::1]:5432/'],
    ['loopback, IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/'],
    ['metadata, IPv4-mapped IPv6 in hex', 'https://[::ffff:a9fe:a9fe]/'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, IPv6', 'https://[fd00:ec2::254]/'],
    ['link-local IPv6', 'https://[fe80::1]/'],
    ['RFC 1918 10/8', 'https://10.255.255.1/'],
    ['RFC 1918 172.16/12', 'https://172.16.0.1/'],
    ['RFC 1918 192.168/16', 'https://192.168.0.10/'],
    ['unique local IPv6', 'https://[fd12:3456::1]/'],
    ['CGNAT', 'https://100.64.0.1/'],
    ['CGNAT, a cloud metadata address', 'https://100.100.100.200/'],
    ['multicast', 'https://224.0.0.1/'],
    ['multicast IPv6', 'https://[ff02::1]/'],
    ['unspecified', 'https://0.0.0.0/'],
    ['unspecified IPv6', 'https://[::]/'],
    ['broadcast', 'https://255.255.255.255/'],
    ['a localhost name', 'https://localhost:8443/'],
    ['a name under localhost', 'https://painel.localhost/'],
  ] as const;

  it('are refused at creation and on change, in every notation, with the reason on the url field', async () => {
    const who = await owner();
    const path = `/projects/${who.projectId}/webhooks`;
    const kept = await t.call<Schemas['CreatedWebhookEndpoint']>('POST', path, {
      token: who.token,
      body: { url: 'https://parceiro.exemplo.com.br/hooks', events: ['post.failed'] },
    });
    expect(kept.status).toBe(201);
    const refusals: Record<string, unknown> = {};
    await withoutLocalOptIn(async () => {
      for (const [form, url] of internal) {
        const created = await t.call('POST', path, {
          token: who.token,
          body: { url, events: ['post.failed'] },
        });
        const changed = await t.call('PATCH', `${path}/${kept.body.data.endpoint.id}`, {
          token: who.token,
          body: { url },
        });
        refusals[form] = [created.status, created.body.details, changed.status, changed.body.details];
      }
    });
    const refused = [
      400,
      [{ field: 'url', message: notAllowed }],
      400,
      [{ field: 'url', message: notAllowed }],
    ];
    expect(refusals).toEqual(Object.fromEntries(internal.map(([form]) => [form, refused])));
    const listed = await t.call<Schemas['WebhookEndpoint'][]>('GET', path, { token: who.token });
    expect(listed.body.data.map((e) => e.url)).toEqual(['https://parceiro.exemplo.com.br/hooks']);
  });

  it('are refused to this machine unless the local opt-in is on', async () => {
    const who = await owner();
    const create = creatorFor(who);
    await withoutLocalOptIn(async () => {
      expect((await create(receiver.url)).status).toBe(400);
      expect((await create(`https://127.0.0.1:${receiver.port}/hooks`)).body.details).toEqual([
        { field: 'url', message: notAllowed },
      ]);
    });
    expect((await create(receiver.url)).status).toBe(201);
    // The opt-in is for this machine's own names, not for a private network.
    expect((await create('https://10.0.0.8/hooks')).status).toBe(400);
  });

  it('are allowed to the private hosts the operator lists', async () => {
    const who = await owner();
    const create = creatorFor(who);
    webhookSettings.allowedPrivateHosts = ['10.20.0.0/16', 'fd00:abcd::1'];
    try {
      expect((await create('https://10.20.3.4/hooks')).status).toBe(201);
      expect((await create('https://[fd00:abcd::1]/hooks')).status).toBe(201);
      expect((await create('https://10.21.0.1/hooks')).status).toBe(400);
    } finally {
      webhookSettings.allowedPrivateHosts = [];
    }
  });
});

describe('webhook delivery checks the address again', () => {
  it('does not contact an endpoint whose stored URL now leads inside, and logs endereço não permitido', async () => {
    const who = await owner();
    const endpoint = await endpointWithDelivery(who, receiver.url);
    const connections = receiver.state.connections;
    // Saved while the opt-in was on; the worker now runs without it.
    await withoutLocalOptIn(async () => {
      const delivery = createWebhookDelivery(t.server.services, {
        settings: oneAttempt(),
        workerId: 'w-recheck',
      });
      expect(await delivery.tick()).toMatchObject({ claimed: 1, failed: 1 });
    });
    // Changed behind the API's back, to an address the API would have refused.
    await t.db
      .updateTable('webhook_endpoints')
      .set({ url: `https://[::ffff:127.0.0.1]:${receiver.port}/hooks` })
      .where('id', '=', endpoint.id)
      .execute();
    const [first] = (await deliveriesOf(who, endpoint.id)).body.data;
    expect(
      (
        await t.call(
          'POST',
          `/projects/${who.projectId}/webhooks/${endpoint.id}/deliveries/${first?.id}/redeliver`,
          {
            token: who.token,
          },
        )
      ).status,
    ).toBe(201);
    const delivery = createWebhookDelivery(t.server.services, {
      settings: oneAttempt(),
      workerId: 'w-recheck-2',
    });
    expect(await delivery.tick()).toMatchObject({ claimed: 1, failed: 1 });

    expect(receiver.state.connections).toBe(connections);
    const log = (await deliveriesOf(who, endpoint.id)).body.data;
    expect(log.map((d) => [d.status, d.responseStatus, d.lastError])).toEqual([
      ['FAILED', null, 'endereço não permitido'],
      ['FAILED', null, 'endereço não permitido'],
    ]);
  });

  it('refuses a host name that resolves to an internal address when it delivers', async () => {
    const who = await owner();
    // Unknown to the resolver at creation, so it is kept; by delivery time it answers a private address.
    const endpoint = await endpointWithDelivery(who, 'https://intranet.parceiro.test/hooks');
    const asked: string[] = [];
    const delivery = createWebhookDelivery(t.server.services, {
      settings: oneAttempt(),
      workerId: 'w-private-name',
      resolve: async (host) => {
        asked.push(host);
        return ['203.0.113.9', '10.0.0.7'];
      },
    });
    expect(await delivery.tick()).toMatchObject({ claimed: 1, failed: 1 });
    expect(asked).toEqual(['intranet.parceiro.test']);
    expect((await deliveriesOf(who, endpoint.id)).body.data[0]?.lastError).toBe('endereço não permitido');
  });

  it('connects only to the address it checked, even when the name resolves to this machine a moment later', async () => {
    const who = await owner();
    const endpoint = await endpointWithDelivery(who, `https://ganchos.parceiro.test:${receiver.port}/hooks`);
    const connections = receiver.state.connections;
    // The address the name has when checked: another loopback address, on the operator's allow-list for this
    // test, where a listener on the receiver's port counts the connections that reach it. Nothing leaves the
    // machine; 127.0.0.1, which the name answers later, is not on the list.
    let pinned = 0;
    const checked = createNetServer((socket) => {
      pinned += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => checked.listen(receiver.port, '127.0.0.2', resolve));
    let lookups = 0;
    webhookSettings.allowedPrivateHosts = ['127.0.0.2'];
    try {
      const delivery = createWebhookDelivery(t.server.services, {
        settings: { ...oneAttempt(), timeoutMs: 1_000 },
        workerId: 'w-rebinding',
        // A rebinding name: 127.0.0.2 when checked, the receiver's 127.0.0.1 on any later lookup.
        resolve: async () => {
          lookups += 1;
          return lookups === 1 ? ['127.0.0.2'] : ['127.0.0.1'];
        },
      });
      expect(await delivery.tick()).toMatchObject({ claimed: 1, failed: 1 });
    } finally {
      webhookSettings.allowedPrivateHosts = [];
      await new Promise<void>((resolve) => checked.close(() => resolve()));
    }
    expect(lookups).toBe(1);
    expect(pinned).toBe(1);
    expect(receiver.state.connections).toBe(connections);
    expect(['falha de conexão', 'falha de TLS', 'tempo esgotado']).toContain(
      (await deliveriesOf(who, endpoint.id)).body.data[0]?.lastError,
    );
  });

  it('logs a generic reason for a refused connection or a failed TLS handshake, never the error code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const who = await owner();
    const refused = await endpointWithDelivery(who, `http://127.0.0.1:${closedPort}/hooks`);
    // TLS spoken to the plain HTTP receiver: the handshake fails on an open port.
    const plain = await endpointWithDelivery(who, `https://127.0.0.1:${receiver.port}/hooks`);
    const delivery = createWebhookDelivery(t.server.services, {
      settings: oneAttempt(),
      workerId: 'w-generic',
    });
    // The second post is announced to both endpoints.
    expect(await delivery.tick()).toMatchObject({ claimed: 3, failed: 3 });
    const refusedLog = await deliveriesOf(who, refused.id);
    const plainLog = await deliveriesOf(who, plain.id);
    expect(refusedLog.body.data.map((d) => d.lastError)).toEqual(['falha de conexão', 'falha de conexão']);
    expect(plainLog.body.data.map((d) => d.lastError)).toEqual(['falha de TLS']);
    expect(`${refusedLog.text}${plainLog.text}`).not.toMatch(/ECONN|ERR_|SSL|EPROTO/);
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
    expect(timedOut).toMatchObject({ responseStatus: null, lastError: 'tempo esgotado' });

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
