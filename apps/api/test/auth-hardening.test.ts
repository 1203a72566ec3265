import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consumeCode, issueCode } from '../src/auth/codes.js';
import { generateToken, hashToken } from '../src/auth/secrets.js';
import { activeSessionTtlMs, createActiveSessions } from '../src/auth/sessions.js';
import { defaultRateLimits } from '../src/config.js';
import { createMailDelivery, type MailDelivery } from '../src/mail/delivery.js';
import {
  ageCodes,
  codeIn,
  createUser,
  lastMail,
  startTestServer,
  type TestServer,
  testPassword,
} from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
// Every test starts with fresh counters: they share one client IP.
beforeEach(async () => {
  await t.db.deleteFrom('rate_limits').execute();
});

const newUser = (email: string) => ({
  name: 'Maria Silva',
  email,
  phone: '+55 11 98765-4321',
  password: 'Senha@2026',
  confirmPassword: 'Senha@2026',
});

const cookieMode = { 'x-refresh-token-transport': 'cookie' };

/** Signs in with password and mailed code; `headers` go on the code step. */
async function signIn(email: string, headers: Record<string, string> = {}) {
  const login = await t.call('POST', '/auth/login', { body: { email, password: testPassword } });
  expect(login.status).toBe(200);
  const otp = codeIn((await lastMail(t, email)).text);
  const answer = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
    body: { email, otp },
    headers,
  });
  expect(answer.status).toBe(200);
  return answer;
}

/** An open onboarding (as a checkout leaves it) for a new user; answers its `userToken`. */
async function openOnboarding(email: string) {
  const { user } = await createUser(t, email);
  const userToken = generateToken();
  await t.db
    .insertInto('onboarding_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(userToken),
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return { user, userToken };
}

describe('one-time codes', () => {
  it('counts at most 5 of 20 parallel wrong guesses and then refuses the right code', async () => {
    const { user } = await createUser(t, 'parallel@exemplo.com');
    await t.call('POST', '/auth/login', { body: { email: 'parallel@exemplo.com', password: testPassword } });
    const otp = codeIn((await lastMail(t, 'parallel@exemplo.com')).text);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', '/auth/validate-login', { body: { email: 'parallel@exemplo.com', otp: wrong } }),
      ),
    );
    expect(guesses.every((g) => g.status === 400 || g.status === 429)).toBe(true);
    const row = await t.db
      .selectFrom('one_time_codes')
      .select('failed_attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBeLessThanOrEqual(5);
    await t.db.deleteFrom('rate_limits').execute();
    const right = await t.call('POST', '/auth/validate-login', {
      body: { email: 'parallel@exemplo.com', otp },
    });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: 'INVALID_CODE', message: 'Código inválido ou expirado' });
  });

  it('lets no more than 5 of 20 simultaneous wrong tries reach the comparison', async () => {
    // Straight on the database, so all 20 tries are in flight together (HTTP parsing staggers them).
    const { user } = await createUser(t, 'simultaneous@exemplo.com');
    const { code } = await issueCode(t.db, t.config.jwtSecret, user.id, 'LOGIN');
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeCode(t.db, t.config.jwtSecret, user.id, 'LOGIN', wrong)),
    );
    expect(results.every((ok) => !ok)).toBe(true);
    const row = await t.db
      .selectFrom('one_time_codes')
      .select('failed_attempts')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    expect(await consumeCode(t.db, t.config.jwtSecret, user.id, 'LOGIN', code)).toBe(false);
  });

  it('still accepts the right code on the fifth try', async () => {
    await createUser(t, 'fifth@exemplo.com');
    await t.call('POST', '/auth/login', { body: { email: 'fifth@exemplo.com', password: testPassword } });
    const otp = codeIn((await lastMail(t, 'fifth@exemplo.com')).text);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      await t.call('POST', '/auth/validate-login', { body: { email: 'fifth@exemplo.com', otp: wrong } });
    }
    const right = await t.call('POST', '/auth/validate-login', { body: { email: 'fifth@exemplo.com', otp } });
    expect(right.status).toBe(200);
  });

  it('rate-limits onboarding code checks per account', async () => {
    const { userToken } = await openOnboarding('verify-limit@exemplo.com');
    for (let i = 0; i < defaultRateLimits.codePerAccount; i++) {
      const answer = await t.call('POST', '/auth/verify', {
        body: { verificationToken: userToken, otp: '123456' },
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await t.call('POST', '/auth/verify', {
      body: { verificationToken: userToken, otp: '123456' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits onboarding code checks per IP, even for unknown links', async () => {
    for (let i = 0; i < defaultRateLimits.codePerIp; i++) {
      await t.call('POST', '/auth/verify', {
        body: { verificationToken: `desconhecido-${i}`, otp: '123456' },
      });
    }
    const blocked = await t.call('POST', '/auth/verify', {
      body: { verificationToken: 'desconhecido-x', otp: '123456' },
    });
    expect(blocked.status).toBe(429);
  });

  it('rate-limits onboarding code resends per account, beyond the 30-second wait', async () => {
    const { user, userToken } = await openOnboarding('resend-limit@exemplo.com');
    for (let i = 0; i < defaultRateLimits.resetPerAccount; i++) {
      await ageCodes(t, user.id);
      expect((await t.call('POST', '/users/resend-otp', { body: { token: userToken } })).status).toBe(200);
    }
    await ageCodes(t, user.id);
    const blocked = await t.call('POST', '/users/resend-otp', { body: { token: userToken } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Muitas tentativas. Aguarde alguns instantes e tente novamente.');
  });

  it('rate-limits onboarding code resends per IP, even for unknown links', async () => {
    for (let i = 0; i < defaultRateLimits.resetPerIp; i++) {
      expect(
        (await t.call('POST', '/users/resend-otp', { body: { token: `desconhecido-${i}` } })).status,
      ).toBe(404);
    }
    const blocked = await t.call('POST', '/users/resend-otp', { body: { token: 'desconhecido-x' } });
    expect(blocked.status).toBe(429);
  });
});

describe('sign-up limits', () => {
  it('rate-limits sign-ups per e-mail', async () => {
    for (let i = 0; i < defaultRateLimits.signUpPerAccount; i++) {
      await t.call('POST', '/auth/register', { body: newUser('repetido@exemplo.com') });
    }
    const blocked = await t.call('POST', '/auth/register', { body: newUser('repetido@exemplo.com') });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
  });

  it('rate-limits sign-ups per IP', async () => {
    for (let i = 0; i < defaultRateLimits.signUpPerIp; i++) {
      expect((await t.call('POST', '/auth/register', { body: newUser(`ip-${i}@exemplo.com`) })).status).toBe(
        201,
      );
    }
    const blocked = await t.call('POST', '/auth/register', { body: newUser('ip-x@exemplo.com') });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const created = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ip-x@exemplo.com')
      .execute();
    expect(created).toEqual([]);
  });
});

describe('password change', () => {
  it('needs the current password; a missing or wrong one changes nothing', async () => {
    const me = await createUser(t, 'change@exemplo.com');
    const missing = await t.call('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { password: 'NovaSenha#2026' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toContainEqual({
      field: 'currentPassword',
      message: 'Informe a senha atual',
    });
    const wrong = await t.call('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { password: 'NovaSenha#2026', currentPassword: 'Errada@123' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toContainEqual({ field: 'currentPassword', message: 'Senha atual incorreta' });
    const old = await t.call('POST', '/auth/login', {
      body: { email: 'change@exemplo.com', password: testPassword },
    });
    expect(old.status).toBe(200);
  });

  it('signs out every other session and keeps the one that changed the password', async () => {
    await createUser(t, 'sessions@exemplo.com');
    const other = (await signIn('sessions@exemplo.com')).body.data;
    const mine = (await signIn('sessions@exemplo.com')).body.data;
    // Used first, so this instance remembers the session as standing (src/auth/sessions.ts).
    expect((await t.call('GET', '/users/me', { token: other.accessToken })).status).toBe(200);
    const changed = await t.call<Schemas['User']>('PATCH', `/users/${mine.user.id}`, {
      token: mine.accessToken,
      body: { password: 'NovaSenha#2026', currentPassword: testPassword },
    });
    expect(changed.status).toBe(200);
    expect((await t.call('GET', '/users/me', { token: other.accessToken })).status).toBe(401);
    expect(
      (await t.call('POST', '/auth/refresh', { body: { refreshToken: other.refreshToken } })).status,
    ).toBe(401);
    expect((await t.call('GET', '/users/me', { token: mine.accessToken })).status).toBe(200);
    const renewed = await t.call('POST', '/auth/refresh', { body: { refreshToken: mine.refreshToken } });
    expect(renewed.status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('refuses the old access token right after logout', async () => {
    await createUser(t, 'bye@exemplo.com');
    const session = (await signIn('bye@exemplo.com')).body.data;
    expect((await t.call('GET', '/users/me', { token: session.accessToken })).status).toBe(200);
    await t.call('POST', '/auth/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    const after = await t.call('GET', '/users/me', { token: session.accessToken });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses a session another instance revoked within two seconds', async () => {
    const { user } = await createUser(t, 'elsewhere@exemplo.com');
    const session = (await signIn('elsewhere@exemplo.com')).body.data;
    let clock = Date.now();
    const sessions = createActiveSessions(t.db, () => clock);
    const familyId = (
      await t.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).family_id;
    expect(await sessions.isActive(familyId, user.id)).toBe(true);
    // Another instance signs the session out: this one trusts what it saw for at most activeSessionTtlMs.
    await t.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await sessions.isActive(familyId, user.id)).toBe(true);
    clock += activeSessionTtlMs;
    expect(await sessions.isActive(familyId, user.id)).toBe(false);
    expect((await t.call('GET', '/users/me', { token: session.accessToken })).status).toBe(401);
  });

  it('cannot refresh a session 30 days after sign-in, even when it was refreshed every day', async () => {
    const { user } = await createUser(t, 'old-family@exemplo.com');
    const session = (await signIn('old-family@exemplo.com')).body.data;
    // A daily refresh keeps the newest token fresh; only the sign-in moment is 31 days old.
    await sql`update refresh_tokens set created_at = now() - interval '31 days' where user_id = ${user.id}`.execute(
      t.db,
    );
    const answer = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(answer.status).toBe(401);
  });

  it('still refreshes a session signed in 29 days ago', async () => {
    const { user } = await createUser(t, 'young-family@exemplo.com');
    const session = (await signIn('young-family@exemplo.com')).body.data;
    await sql`update refresh_tokens set created_at = now() - interval '29 days' where user_id = ${user.id}`.execute(
      t.db,
    );
    const answer = await t.call<Schemas['RefreshResult']>('POST', '/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(answer.status).toBe(200);
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    // The rotated token ends with the family, one day from now, not seven.
    expect(rows[0]?.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 60_000);
  });
});

describe('HttpOnly refresh cookie mode', () => {
  const refreshCookie = (headers: Headers) =>
    headers.getSetCookie().find((line) => line.startsWith('postify-refresh-token=')) ?? '';
  const cookieValue = (line: string) => line.split(';')[0] ?? '';

  it('keeps the refresh token out of the answer and in an HttpOnly, Secure, SameSite=Strict cookie', async () => {
    await createUser(t, 'cookie@exemplo.com');
    const answer = await signIn('cookie@exemplo.com', cookieMode);
    expect(answer.body.data).not.toHaveProperty('refreshToken');
    const line = refreshCookie(answer.headers);
    expect(line).toMatch(/^postify-refresh-token=[A-Za-z0-9_-]{20,};/);
    expect(line).toContain('Path=/api/v1/auth');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('Secure');
    expect(line).toContain('SameSite=Strict');
    expect(line).toMatch(/Max-Age=\d+/);
  });

  it('refreshes with the cookie and no token in the body, and rotates the cookie', async () => {
    await createUser(t, 'cookie-refresh@exemplo.com');
    const signedIn = await signIn('cookie-refresh@exemplo.com', cookieMode);
    const first = cookieValue(refreshCookie(signedIn.headers));
    const refreshed = await t.call<Schemas['RefreshResult']>('POST', '/auth/refresh', {
      body: {},
      headers: { ...cookieMode, cookie: first },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).not.toHaveProperty('refreshToken');
    expect((await t.call('GET', '/users/me', { token: refreshed.body.data.token })).status).toBe(200);
    const second = cookieValue(refreshCookie(refreshed.headers));
    expect(second).not.toBe(first);
    expect(second).toMatch(/^postify-refresh-token=.+/);
  });

  it('ignores the cookie on a refresh that does not ask for cookie mode', async () => {
    await createUser(t, 'cookie-csrf@exemplo.com');
    const signedIn = await signIn('cookie-csrf@exemplo.com', cookieMode);
    const answer = await t.call('POST', '/auth/refresh', {
      body: {},
      headers: { cookie: cookieValue(refreshCookie(signedIn.headers)) },
    });
    expect(answer.status).toBe(401);
  });

  it('clears the cookie on logout and the session ends', async () => {
    await createUser(t, 'cookie-logout@exemplo.com');
    const signedIn = await signIn('cookie-logout@exemplo.com', cookieMode);
    const cookie = cookieValue(refreshCookie(signedIn.headers));
    const out = await t.call('POST', '/auth/logout', {
      token: signedIn.body.data.accessToken,
      body: {},
      headers: { ...cookieMode, cookie },
    });
    expect(out.status).toBe(200);
    const cleared = refreshCookie(out.headers);
    expect(cleared).toMatch(/^postify-refresh-token=;/);
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/api/v1/auth');
    const after = await t.call('POST', '/auth/refresh', { body: {}, headers: { ...cookieMode, cookie } });
    expect(after.status).toBe(401);
  });
});

describe('forgot-password with a slow SMTP server', () => {
  let smtp: SMTPServer;
  let slow: TestServer;
  let delivery: MailDelivery;
  const held: (() => void)[] = [];
  let onHold: () => void = () => undefined;
  const delivered: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          // The transaction stays open until the test lets it finish.
          held.push(() => {
            delivered.push(...session.envelope.rcptTo.map((r) => r.address));
            callback();
          });
          onHold();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    slow = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
    delivery = createMailDelivery(slow.server.services, {
      settings: { ...slow.config.mail, intervalMs: 20 },
    });
    delivery.start();
  });
  afterAll(async () => {
    for (const release of held) release();
    await delivery.stop();
    await slow.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('answers known and unknown e-mails identically, before the SMTP transaction ends', async () => {
    await createUser(slow, 'slow-known@exemplo.com');
    const smtpHolding = new Promise<void>((resolve) => {
      onHold = resolve;
    });
    const known = slow.call('POST', '/auth/forgot-password', { body: { email: 'slow-known@exemplo.com' } });
    // Fails when the answer waits for the mail server (which holds the transaction until released below).
    const first = await Promise.race([
      known.then(() => 'answer'),
      smtpHolding.then(
        () => new Promise((resolve) => setTimeout(() => resolve('smtp held, no answer'), 3_000)),
      ),
    ]);
    expect(first).toBe('answer');
    const unknown = await slow.call('POST', '/auth/forgot-password', {
      body: { email: 'slow-nobody@exemplo.com' },
    });
    const knownAnswer = await known;
    expect(knownAnswer.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(knownAnswer.body).toEqual(unknown.body);
    expect(delivered).not.toContain('slow-known@exemplo.com');

    await smtpHolding;
    for (const release of held.splice(0)) release();
    await vi.waitFor(() => expect(delivered).toContain('slow-known@exemplo.com'), { timeout: 5_000 });
    expect(delivered).not.toContain('slow-nobody@exemplo.com');
  });

  it('logs a failure of the mail sent after the answer', async () => {
    await createUser(slow, 'slow-broken@exemplo.com');
    const failing = vi
      .spyOn(slow.server.services.mailer, 'send')
      .mockRejectedValueOnce(new Error('SMTP caiu'));
    const logged = vi.spyOn(slow.server.services.log, 'error');
    const answer = await slow.call('POST', '/auth/forgot-password', {
      body: { email: 'slow-broken@exemplo.com' },
    });
    expect(answer.status).toBe(200);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: 'SMTP caiu' }) }),
        expect.stringContaining('forgot-password'),
      ),
    );
    failing.mockRestore();
    logged.mockRestore();
  });
});
