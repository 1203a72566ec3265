import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../src/auth/access-tokens.js';
import { loadConfig } from '../src/config.js';
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

const newUser = (email: string) => ({
  name: 'Maria Silva',
  email,
  phone: '+55 11 98765-4321',
  password: 'Senha@2026',
  confirmPassword: 'Senha@2026',
});

/** Logs in with e-mail and password and returns the mailed code. */
async function requestCode(email: string, password = testPassword): Promise<string> {
  const answer = await t.call<Schemas['LoginChallenge']>('POST', '/auth/login', {
    body: { email, password },
  });
  expect(answer.status).toBe(200);
  return codeIn((await lastMail(t, email)).text);
}

async function signIn(email: string) {
  const otp = await requestCode(email);
  const answer = await t.call<Schemas['Session']>('POST', '/auth/validate-login', { body: { email, otp } });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('register', () => {
  it('creates the account with a default project and answers the user', async () => {
    const answer = await t.call<Schemas['User']>('POST', '/auth/register', {
      body: newUser('Nova.Pessoa@Exemplo.com'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      name: 'Maria Silva',
      email: 'nova.pessoa@exemplo.com',
      phone: '+55 11 98765-4321',
    });
    const projects = await t.db
      .selectFrom('project_members')
      .selectAll()
      .where('user_id', '=', answer.body.data.id)
      .execute();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ role: 'OWNER', is_default: true });
  });

  it('refuses invalid fields with the spec messages', async () => {
    const answer = await t.call('POST', '/auth/register', {
      body: { name: ' ', email: 'x', phone: '', password: 'abcdefgh', confirmPassword: 'outra' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Nome é obrigatório' },
        { field: 'email', message: 'Email inválido' },
        { field: 'phone', message: 'Telefone é obrigatório' },
        { field: 'password', message: 'A senha deve conter pelo menos uma letra maiúscula' },
        { field: 'confirmPassword', message: 'As senhas não coincidem' },
      ]),
    );
  });

  it('refuses an e-mail already registered with 409', async () => {
    await t.call('POST', '/auth/register', { body: newUser('dup@exemplo.com') });
    const again = await t.call('POST', '/auth/register', { body: newUser('DUP@exemplo.com') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Este e-mail já está cadastrado' });
  });

  it('stores the password as an argon2id hash with m=19 MiB, t=2, p=1', async () => {
    await t.call('POST', '/auth/register', { body: newUser('hash@exemplo.com') });
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'hash@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('Senha@2026');
  });
});

describe('sign-in', () => {
  it('goes from e-mail and password to a mailed code to a session', async () => {
    const { user } = await createUser(t, 'login@exemplo.com', 'Login Teste');
    const challenge = await t.call<Schemas['LoginChallenge']>('POST', '/auth/login', {
      body: { email: 'login@exemplo.com', password: testPassword },
    });
    expect(challenge.status).toBe(200);
    const codeExpiresAt = Date.parse(challenge.body.data.codeExpiresAt);
    expect(codeExpiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(codeExpiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(Date.parse(challenge.body.data.resendAvailableAt) - Date.now()).toBeGreaterThanOrEqual(29_000);

    const otp = codeIn((await lastMail(t, 'login@exemplo.com')).text);
    const session = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
      body: { email: 'login@exemplo.com', otp },
    });
    expect(session.status).toBe(200);
    expect(session.body.data.user).toMatchObject({
      id: user.id,
      email: 'login@exemplo.com',
      name: 'Login Teste',
    });
    const ttl = Date.parse(session.body.data.accessTokenExpiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const me = await t.call<Schemas['User']>('GET', '/users/me', { token: session.body.data.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('login@exemplo.com');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    await createUser(t, 'wrongpass@exemplo.com');
    const wrong = await t.call('POST', '/auth/login', {
      body: { email: 'wrongpass@exemplo.com', password: 'Errada@123' },
    });
    const unknown = await t.call('POST', '/auth/login', {
      body: { email: 'ninguem@exemplo.com', password: 'Errada@123' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'E-mail ou senha inválidos',
      });
    }
  });

  it('stores codes only as hashes', async () => {
    const { user } = await createUser(t, 'hashed-code@exemplo.com');
    const otp = await requestCode('hashed-code@exemplo.com');
    const rows = await t.db.selectFrom('one_time_codes').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(otp);
  });

  it('accepts a code only once', async () => {
    await createUser(t, 'once@exemplo.com');
    const otp = await requestCode('once@exemplo.com');
    const first = await t.call('POST', '/auth/validate-login', { body: { email: 'once@exemplo.com', otp } });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/auth/validate-login', { body: { email: 'once@exemplo.com', otp } });
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 'INVALID_CODE', message: 'Código inválido ou expirado' });
  });

  it('refuses an expired code', async () => {
    const { user } = await createUser(t, 'expired@exemplo.com');
    const otp = await requestCode('expired@exemplo.com');
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const answer = await t.call('POST', '/auth/validate-login', {
      body: { email: 'expired@exemplo.com', otp },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_CODE');
  });

  it('locks a code after 5 wrong tries, even for the right code afterwards', async () => {
    await createUser(t, 'brute@exemplo.com');
    const otp = await requestCode('brute@exemplo.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await t.call('POST', '/auth/validate-login', {
        body: { email: 'brute@exemplo.com', otp: wrong },
      });
      expect(answer.status).toBe(400);
    }
    const right = await t.call('POST', '/auth/validate-login', { body: { email: 'brute@exemplo.com', otp } });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('INVALID_CODE');
  });

  it('binds a code to its login attempt: a new login invalidates the earlier code', async () => {
    const { user } = await createUser(t, 'bound@exemplo.com');
    const first = await requestCode('bound@exemplo.com');
    await ageCodes(t, user.id);
    const second = await requestCode('bound@exemplo.com');
    if (first !== second) {
      const old = await t.call('POST', '/auth/validate-login', {
        body: { email: 'bound@exemplo.com', otp: first },
      });
      expect(old.status).toBe(400);
    }
    const fresh = await t.call('POST', '/auth/validate-login', {
      body: { email: 'bound@exemplo.com', otp: second },
    });
    expect(fresh.status).toBe(200);
  });

  it('waits at least 30 seconds before sending another code', async () => {
    await createUser(t, 'resend@exemplo.com');
    await requestCode('resend@exemplo.com');
    const again = await t.call('POST', '/auth/login', {
      body: { email: 'resend@exemplo.com', password: testPassword },
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(29);
    expect(retryAfter).toBeLessThanOrEqual(30);
  });

  it('sends a new code at once after the last one was used (sign out, sign in again)', async () => {
    await createUser(t, 'again@exemplo.com');
    const otp = await requestCode('again@exemplo.com');
    const session = await t.call('POST', '/auth/validate-login', {
      body: { email: 'again@exemplo.com', otp },
    });
    expect(session.status).toBe(200);
    const again = await t.call('POST', '/auth/login', {
      body: { email: 'again@exemplo.com', password: testPassword },
    });
    expect(again.status).toBe(200);
  });

  it('rate-limits sign-in attempts per account with 429 and Retry-After', async () => {
    await createUser(t, 'limited@exemplo.com');
    const limit = t.config.rateLimits.loginPerAccount;
    for (let i = 0; i < limit; i++) {
      const answer = await t.call('POST', '/auth/login', {
        body: { email: 'limited@exemplo.com', password: 'Errada@123' },
      });
      expect(answer.status).toBe(401);
    }
    const blocked = await t.call('POST', '/auth/login', {
      body: { email: 'limited@exemplo.com', password: testPassword },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits code checks per account', async () => {
    const limit = t.config.rateLimits.codePerAccount;
    for (let i = 0; i < limit; i++) {
      await t.call('POST', '/auth/validate-login', { body: { email: 'codes@exemplo.com', otp: '123456' } });
    }
    const blocked = await t.call('POST', '/auth/validate-login', {
      body: { email: 'codes@exemplo.com', otp: '123456' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).not.toBeNull();
  });

  it('refuses an expired access token', async () => {
    const { user } = await createUser(t, 'old-token@exemplo.com');
    const past = createAccessTokens(t.config.jwtSecret, () => new Date(Date.now() - 16 * 60_000));
    const { token } = await past.sign(user.id);
    const answer = await t.call('GET', '/users/me', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHORIZED');
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await createUser(t, 'forged@exemplo.com');
    const { token } = await createAccessTokens('another-secret-another-secret-123').sign(user.id);
    expect((await t.call('GET', '/users/me', { token })).status).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token on every use', async () => {
    await createUser(t, 'rotate@exemplo.com');
    const session = await signIn('rotate@exemplo.com');
    const refreshed = await t.call<Schemas['RefreshResult']>('POST', '/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refreshToken).not.toBe(session.refreshToken);
    expect((await t.call('GET', '/users/me', { token: refreshed.body.data.token })).status).toBe(200);
    const rows = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    await createUser(t, 'reuse@exemplo.com');
    const session = await signIn('reuse@exemplo.com');
    const rotated = await t.call<Schemas['RefreshResult']>('POST', '/auth/refresh', {
      body: { refreshToken: session.refreshToken },
    });
    expect((await t.call('GET', '/users/me', { token: rotated.body.data.token })).status).toBe(200);
    const replay = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await t.call('GET', '/users/me', { token: rotated.body.data.token })).status).toBe(401);
    // The legitimate newest token dies too: the thief and the user both have to sign in again.
    const victim = await t.call('POST', '/auth/refresh', {
      body: { refreshToken: rotated.body.data.refreshToken },
    });
    expect(victim.status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    await createUser(t, 'logout@exemplo.com');
    const session = await signIn('logout@exemplo.com');
    const out = await t.call('POST', '/auth/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ status: 'success', data: null });
    const after = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(after.status).toBe(401);
    const again = await t.call('POST', '/auth/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(again.status).toBe(200);
  });

  it('refuses an unknown refresh token', async () => {
    const answer = await t.call('POST', '/auth/refresh', { body: { refreshToken: 'nope' } });
    expect(answer.status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail exists', async () => {
    await createUser(t, 'forgot@exemplo.com');
    const known = await t.call('POST', '/auth/forgot-password', { body: { email: 'forgot@exemplo.com' } });
    const unknown = await t.call('POST', '/auth/forgot-password', {
      body: { email: 'nao-existe@exemplo.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ status: 'success', data: { sent: true } });
    const mailbox = await t.call<unknown[]>('GET', '/dev/mailbox?to=nao-existe@exemplo.com');
    expect(mailbox.body.data).toEqual([]);
  });

  it('resets the password with the mailed code and reset token and ends old sessions', async () => {
    const { user } = await createUser(t, 'reset@exemplo.com');
    const session = await signIn('reset@exemplo.com');
    await t.call('POST', '/auth/forgot-password', { body: { email: 'reset@exemplo.com' } });
    // The reset mail is sent after the answer.
    const mail = await vi.waitFor(async () => {
      const newest = await lastMail(t, 'reset@exemplo.com');
      expect(newest.text).toContain('resetToken=');
      return newest;
    });
    const resetToken = decodeURIComponent(/resetToken=([^&\s"]+)/.exec(mail.text)?.[1] ?? '');
    expect(mail.text).toContain('http://localhost:5173/reset-password?resetToken=');
    expect(mail.text).toContain('email=reset%40exemplo.com');
    const otp = codeIn(mail.text);

    const mismatch = await t.call('POST', '/auth/reset-password', {
      body: { otp, password: 'NovaSenha#2026', confirmPassword: 'Outra#2026', resetToken },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.details).toContainEqual({
      field: 'confirmPassword',
      message: 'As senhas não coincidem',
    });

    const wrongToken = await t.call('POST', '/auth/reset-password', {
      body: { otp, password: 'NovaSenha#2026', confirmPassword: 'NovaSenha#2026', resetToken: 'forjado' },
    });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.code).toBe('INVALID_CODE');

    const done = await t.call('POST', '/auth/reset-password', {
      body: { otp, password: 'NovaSenha#2026', confirmPassword: 'NovaSenha#2026', resetToken },
    });
    expect(done.status).toBe(200);
    expect(
      (await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(401);
    await ageCodes(t, user.id);
    const oldPassword = await t.call('POST', '/auth/login', {
      body: { email: 'reset@exemplo.com', password: testPassword },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.call('POST', '/auth/login', {
      body: { email: 'reset@exemplo.com', password: 'NovaSenha#2026' },
    });
    expect(newPassword.status).toBe(200);
  });

  it('refuses a reset code of the wrong length with the spec message', async () => {
    const answer = await t.call('POST', '/auth/reset-password', {
      body: { otp: '123', password: 'NovaSenha#2026', confirmPassword: 'NovaSenha#2026', resetToken: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({ field: 'otp', message: 'Código inválido' });
  });
});

describe('users', () => {
  it('lets a user change their own phone and password but not another user', async () => {
    const me = await createUser(t, 'self@exemplo.com');
    const other = await createUser(t, 'other@exemplo.com');
    const phone = await t.call<Schemas['User']>('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { phone: '+55 31 99999-0000' },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.data.phone).toBe('+55 31 99999-0000');
    const weak = await t.call('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { password: 'fraca' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.details).toContainEqual({
      field: 'password',
      message: 'A senha deve ter no mínimo 8 caracteres',
    });
    const shortPhone = await t.call('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { phone: '123' },
    });
    expect(shortPhone.body.details).toContainEqual({ field: 'phone', message: 'Digite um telefone válido' });
    const foreign = await t.call('PATCH', `/users/${other.user.id}`, {
      token: me.token,
      body: { phone: '+55 31 99999-0000' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('FORBIDDEN');
    const nothing = await t.call('PATCH', `/users/${me.user.id}`, {
      token: me.token,
      body: { verificationToken: 'x' },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.details).toContainEqual({
      field: 'phone',
      message: 'Informe o telefone ou a nova senha',
    });
    const anonymous = await t.call('PATCH', `/users/${me.user.id}`, { body: { phone: '+55 31 99999-0000' } });
    expect(anonymous.status).toBe(401);
  });
});

describe('ACCESS_TOKEN_SECONDS', () => {
  it('reads the lifetime from the environment, 15 minutes by default', () => {
    expect(loadConfig({}).accessTokenSeconds).toBe(900);
    expect(loadConfig({ ACCESS_TOKEN_SECONDS: '30' }).accessTokenSeconds).toBe(30);
    expect(() => loadConfig({ ACCESS_TOKEN_SECONDS: '0' })).toThrow(/ACCESS_TOKEN_SECONDS/);
  });

  it('issues tokens that really expire after the configured lifetime; the refresh token renews them', async () => {
    // Two seconds: whole-second claims leave a one-second token as little as a few ms when issued late in a second.
    const short = await startTestServer({ accessTokenSeconds: 2 });
    try {
      await createUser(short, 'short-token@exemplo.com');
      await short.call('POST', '/auth/login', {
        body: { email: 'short-token@exemplo.com', password: testPassword },
      });
      const otp = codeIn((await lastMail(short, 'short-token@exemplo.com')).text);
      const session = (
        await short.call<Schemas['Session']>('POST', '/auth/validate-login', {
          body: { email: 'short-token@exemplo.com', otp },
        })
      ).body.data;
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(2);
      expect((await short.call('GET', '/users/me', { token: session.accessToken })).status).toBe(200);

      await new Promise((resolve) => setTimeout(resolve, claims.exp * 1000 - Date.now() + 100));
      expect((await short.call('GET', '/users/me', { token: session.accessToken })).status).toBe(401);
      const renewed = await short.call<Schemas['RefreshResult']>('POST', '/auth/refresh', {
        body: { refreshToken: session.refreshToken },
      });
      expect((await short.call('GET', '/users/me', { token: renewed.body.data.token })).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});
