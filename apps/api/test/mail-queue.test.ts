import { type AddressInfo, createServer as createNetServer } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailSettings } from '../src/config.js';
import { createMailDelivery } from '../src/mail/delivery.js';
import { codeIn, createUser, startTestServer, type TestServer, testPassword } from './support/server.js';

/** A real SMTP server capturing what it receives, on `port` (0 = any). */
async function startSmtp(port = 0) {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** A port nothing listens on (the SMTP server is down). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const settings: MailSettings = {
  intervalMs: 20,
  batchSize: 20,
  leaseMs: 60_000,
  maxAttempts: 3,
  // Long enough that the check 'not before its backoff' still runs inside it on a loaded machine (300 ms was
  // not: starting the SMTP server took longer once).
  retryBaseMs: 1_500,
};
let smtpPort: number;
let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>> | null = null;

beforeAll(async () => {
  smtpPort = await freePort();
  t = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, mail: settings });
});
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});
afterAll(async () => {
  await t.close();
});

const queued = (to: string) =>
  t.db.selectFrom('mail_queue').selectAll().where('to_address', '=', to).orderBy('id').execute();

describe('mail queue', () => {
  it('answers sign-in while SMTP is down and delivers the code once the server is back, after a backoff', async () => {
    const { user } = await createUser(t, 'fila@exemplo.com');
    const delivery = createMailDelivery(t.server.services, { settings, workerId: 'worker-a' });

    const login = await t.call('POST', '/auth/login', {
      body: { email: user.email, password: testPassword },
    });
    expect(login.status).toBe(200);

    // First attempt: the SMTP server is down, the message waits for its retry.
    expect(await delivery.tick()).toMatchObject({ claimed: 1, retried: 1 });
    const [waiting] = await queued(user.email);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(waiting?.last_error).toMatch(/ECONNREFUSED/);
    const backoffMs = (waiting?.next_attempt_at.getTime() ?? 0) - (waiting?.updated_at.getTime() ?? 0);
    expect(backoffMs).toBeGreaterThanOrEqual(1_400);

    smtp = await startSmtp(smtpPort);
    // Not before its backoff has passed.
    expect(await delivery.tick()).toMatchObject({ claimed: 0 });
    await vi.waitFor(async () => expect(await delivery.tick()).toMatchObject({ sent: 1 }), {
      timeout: 10_000,
      interval: 100,
    });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([user.email]);
    const otp = codeIn(smtp.received[0]?.raw ?? '');
    const session = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
      body: { email: user.email, otp },
    });
    expect(session.status).toBe(200);
    // Sent: only the recipient and subject stay in the database, never the code.
    const [sent] = await queued(user.email);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 2, text_body: '', html_body: '' });
    await delivery.stop();
  });

  it('gives a message up after MAIL_MAX_ATTEMPTS, keeping no code at rest', async () => {
    const { user } = await createUser(t, 'desiste@exemplo.com');
    const delivery = createMailDelivery(t.server.services, { settings, workerId: 'worker-b' });
    const login = await t.call('POST', '/auth/login', {
      body: { email: user.email, password: testPassword },
    });
    expect(login.status).toBe(200);
    for (let attempt = 1; attempt <= settings.maxAttempts; attempt += 1) {
      await sql`update mail_queue set next_attempt_at = now() where to_address = ${user.email}`.execute(t.db);
      await delivery.tick();
    }
    const [failed] = await queued(user.email);
    expect(failed).toMatchObject({
      status: 'FAILED',
      attempts: settings.maxAttempts,
      text_body: '',
      html_body: '',
    });
    await sql`update mail_queue set next_attempt_at = now() where to_address = ${user.email}`.execute(t.db);
    expect(await delivery.tick()).toMatchObject({ claimed: 0 });
    await delivery.stop();
  });

  it('delivers each message exactly once with two workers running at the same time', async () => {
    smtp = await startSmtp(smtpPort);
    const emails = Array.from({ length: 6 }, (_, i) => `dupla-${i}@exemplo.com`);
    for (const email of emails) {
      await createUser(t, email);
      const answer = await t.call('POST', '/auth/login', { body: { email, password: testPassword } });
      expect(answer.status).toBe(200);
    }
    const small = { ...settings, batchSize: 2 };
    const a = createMailDelivery(t.server.services, { settings: small, workerId: 'worker-c' });
    const b = createMailDelivery(t.server.services, { settings: small, workerId: 'worker-d' });
    a.start();
    b.start();
    const { received } = smtp;
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(emails.length), {
      timeout: 10_000,
    });
    await Promise.all([a.stop(), b.stop()]);
    expect(received.flatMap((m) => m.to).sort()).toEqual([...emails].sort());
    const rows = await t.db
      .selectFrom('mail_queue')
      .select('status')
      .where('to_address', 'in', emails)
      .execute();
    expect(rows.map((r) => r.status)).toEqual(emails.map(() => 'SENT'));
  });
});
