import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailDelivery, type MailDelivery } from '../src/mail/delivery.js';
import { createMailboxMailer } from '../src/mail/mailer.js';
import { loginCodeMail } from '../src/mail/templates.js';
import { demoPartner, demoUser, seedDemo } from '../src/seed/demo.js';
import { codeIn, startTestServer, type TestServer } from './support/server.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
const received: Received[] = [];
let t: TestServer;
let delivery: MailDelivery;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startTestServer(
    { smtpUrl: `smtp://127.0.0.1:${port}` },
    { seed: async (services) => void (await seedDemo(services)) },
  );
  // The worker's side: queued mail goes out through SMTP.
  delivery = createMailDelivery(t.server.services, { settings: { ...t.config.mail, intervalMs: 20 } });
  delivery.start();
});
afterAll(async () => {
  await delivery.stop();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('SMTP mailer', () => {
  it('sends the sign-in code through SMTP when SMTP_URL is set, not to the dev mailbox', async () => {
    const answer = await t.call('POST', '/auth/login', {
      body: { email: demoUser.email, password: demoUser.password },
    });
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(received.some((m) => m.to.includes(demoUser.email))).toBe(true));
    const mail = received.find((m) => m.to.includes(demoUser.email));
    expect(mail?.from).toBe('no-reply@postify.dev');
    expect(mail?.raw).toContain('Subject:');
    const otp = codeIn(mail?.raw ?? '');
    const mailbox = await t.db.selectFrom('mailbox').selectAll().execute();
    expect(mailbox).toEqual([]);
    const session = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
      body: { email: demoUser.email, otp },
    });
    expect(session.status).toBe(200);
  });
});

describe('demo seed', () => {
  it('signs the demo user in with the README password and shows two projects with different roles', async () => {
    const demo = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', demoUser.email)
      .executeTakeFirstOrThrow();
    const { token } = await t.server.services.accessTokens.sign(demo.id);
    const projects = await t.call<Schemas['ProjectList']>('GET', '/projects', { token });
    expect(projects.body.data.projects.map((p) => [p.name, p.userRole, p.isDefault])).toEqual([
      ['Loja Demo', 'OWNER', true],
      ['Agência Parceira', 'EDITOR', false],
    ]);
    const subscription = await t.call<Schemas['Subscription']>('GET', '/subscriptions/user', { token });
    expect(subscription.body.data).toMatchObject({
      status: 'TRIALING',
      isFreeTrial: true,
      plan: { name: 'Pro' },
    });
  });

  it("gives the demo user's Instagram account a month of daily metrics for the dashboard's chart", async () => {
    const demo = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', demoUser.email)
      .executeTakeFirstOrThrow();
    const { token } = await t.server.services.accessTokens.sign(demo.id);
    const platforms = await t.call<Schemas['Platform'][]>('GET', '/platforms/user', { token });
    const instagram = platforms.body.data
      .flatMap((platform) => platform.socialMediaAccounts)
      .find((account) => account.platformName === 'Instagram');
    const history = await t.call<Schemas['AccountMetricsHistory']>(
      'GET',
      `/metrics/history?accountID=${instagram?.id}`,
      { token },
    );
    expect(history.status).toBe(200);
    expect(history.body.data.points).toHaveLength(30);
    const followers = history.body.data.points.map((point) => point.followers_count);
    expect(followers.at(-1)).toBeGreaterThan(followers[0] ?? 0);
  });

  it('is idempotent', async () => {
    const first = await seedDemo(t.server.services);
    const second = await seedDemo(t.server.services);
    expect(second).toEqual(first);
    const users = await t.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', [demoUser.email, demoPartner.email])
      .execute();
    expect(users).toHaveLength(2);
    const subscriptions = await t.db.selectFrom('subscriptions').select('id').execute();
    expect(subscriptions).toHaveLength(1);
    const snapshots = await t.db.selectFrom('account_metrics_snapshots').select('day').execute();
    expect(snapshots).toHaveLength(60);
  });
});

describe('production mode', () => {
  it('keeps codes out of the log: only recipient and subject are logged', async () => {
    const lines: string[] = [];
    const log = pino({}, { write: (line: string) => void lines.push(line) });
    await createMailboxMailer(t.db, log, false).send(loginCodeMail('prod@exemplo.com', '482913'));
    expect(lines.join('')).toContain('prod@exemplo.com');
    expect(lines.join('')).not.toContain('482913');
  });

  it('hides the development mailbox unless DEV_MAILBOX=1 asked for it', async () => {
    const production = await startTestServer({ nodeEnv: 'production', devMailbox: false });
    try {
      const answer = await production.call('GET', '/dev/mailbox');
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});
