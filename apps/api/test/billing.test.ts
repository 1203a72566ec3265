import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrialSubscription } from '../src/billing/subscriptions.js';
import { loadConfig } from '../src/config.js';
import {
  ageCodes,
  codeIn,
  createUser,
  lastMail,
  startTestServer,
  type TestServer,
} from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Posts an HTML form like a browser does. */
function postForm(path: string, fields: Record<string, string | number>) {
  const raw = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  return t.call('POST', path, { raw, contentType: 'application/x-www-form-urlencoded' });
}

async function plan(name: string) {
  return t.db.selectFrom('plans').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/** Submits the sandbox checkout form for `email`, as the checkout page does. */
async function checkout(email: string, planName = 'Pro', name = 'Pessoa Assinante') {
  const chosen = await plan(planName);
  return postForm('/sandbox/checkout', { planId: chosen.id, period: 'monthly', name, email });
}

/** The /verify link of the onboarding e-mail last sent to `email`, and its userToken. */
async function mailedVerifyLink(email: string) {
  const mail = await lastMail(t, email);
  const link = /(http\S+\/verify\?userToken=\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link, 'the /verify link in the e-mail').toMatch(/^http:\/\/localhost:5173\/verify\?userToken=/);
  return { mail, link, userToken: decodeURIComponent(new URL(link).searchParams.get('userToken') ?? '') };
}

/** The path under /api/v1 of an absolute link to this API. */
const apiPath = (url: string) => url.replace('http://127.0.0.1:3000/api/v1', '');

describe('plans', () => {
  it('lists the three plans of the spec in BRL, cheapest first, with sandbox checkout links', async () => {
    const answer = await t.call<Schemas['Plan'][]>('GET', '/plans');
    expect(answer.status).toBe(200);
    expect(
      answer.body.data.map((p) => [
        p.name,
        p.price,
        p.yearlyPrice,
        p.yearlyPriceInMonths,
        p.numberAccounts,
        p.freeTrialDays,
      ]),
    ).toEqual([
      ['Starter', 19.99, 192, 16, 5, 7],
      ['Pro', 59.99, 576, 48, 15, 7],
      ['Premier', 219.99, 2112, 176, 20, 7],
    ]);
    const starter = answer.body.data[0];
    expect(starter?.planUrl).toBe(
      `http://127.0.0.1:3000/api/v1/sandbox/checkout?planId=${starter?.id}&period=monthly`,
    );
    expect(starter?.yearlyPlanUrl).toContain('period=yearly');
    expect(starter?.features.length).toBeGreaterThan(0);
  });
});

describe('sandbox checkout and onboarding', () => {
  it('shows a checkout page clearly marked as a sandbox', async () => {
    const pro = await plan('Pro');
    const page = await t.call('GET', `/sandbox/checkout?planId=${pro.id}&period=yearly`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Ambiente de testes (sandbox)');
    // Inside a landmark like the rest of the page (axe 'region').
    expect(page.text).toMatch(/<header>\s*<p class="sandbox" role="note">/);
    expect(page.text).toContain('Pro');
    expect(page.text).toContain('R$');
    expect(page.text).toContain('name="email"');
  });

  it('answers an unknown plan or a bad period with an HTML error page', async () => {
    const missing = await t.call('GET', '/sandbox/checkout?planId=999&period=monthly');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    const bad = await t.call('GET', '/sandbox/checkout?planId=1&period=weekly');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Ambiente de testes (sandbox)');
  });

  it('starts a 7-day trial, e-mails the onboarding link and walks the /verify steps', async () => {
    const answer = await checkout('bruno@exemplo.com', 'Pro', 'Bruno Lima');
    // The checkout says to look at the e-mail; the onboarding link travels only by e-mail.
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location).toBe('http://127.0.0.1:3000/api/v1/sandbox/checkout/sent');
    const sent = await t.call('GET', apiPath(location));
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Confira seu e-mail');
    expect(sent.text).toContain('Ambiente de testes (sandbox)');
    const { mail, userToken } = await mailedVerifyLink('bruno@exemplo.com');
    const otp = codeIn(mail.text);

    const check = await t.call<Schemas['VerificationCheck']>(
      'GET',
      `/auth/check/${encodeURIComponent(userToken)}`,
    );
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      email: 'bruno@exemplo.com',
      hasToInputOtp: true,
      hasToInputPhone: true,
      hasToInputPassword: true,
    });
    const userId = check.body.data.userId;

    const early = await t.call('PATCH', `/users/${userId}`, {
      body: { phone: '+55 11 95555-4444', verificationToken: userToken },
    });
    expect(early.status).toBe(401);

    const wrong = await t.call('POST', '/auth/verify', {
      body: { verificationToken: userToken, otp: otp === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE', message: 'Código inválido ou expirado' });
    const short = await t.call('POST', '/auth/verify', { body: { verificationToken: userToken, otp: '12' } });
    expect(short.body.details).toContainEqual({ field: 'otp', message: 'Digite o código de 6 dígitos' });

    const verified = await t.call<Schemas['User']>('POST', '/auth/verify', {
      body: { verificationToken: userToken, otp },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      id: userId,
      email: 'bruno@exemplo.com',
      name: 'Bruno Lima',
      phone: null,
    });
    const afterOtp = await t.call<Schemas['VerificationCheck']>(
      'GET',
      `/auth/check/${encodeURIComponent(userToken)}`,
    );
    expect(afterOtp.body.data).toMatchObject({
      hasToInputOtp: false,
      hasToInputPhone: true,
      hasToInputPassword: true,
    });

    const other = await createUser(t, 'not-bruno@exemplo.com');
    const foreign = await t.call('PATCH', `/users/${other.user.id}`, {
      body: { phone: '+55 11 95555-4444', verificationToken: userToken },
    });
    expect(foreign.status).toBe(403);

    const phone = await t.call<Schemas['User']>('PATCH', `/users/${userId}`, {
      body: { phone: '+55 11 95555-4444', verificationToken: userToken },
    });
    expect(phone.status).toBe(200);
    expect(phone.body.data.phone).toBe('+55 11 95555-4444');
    const password = await t.call('PATCH', `/users/${userId}`, {
      body: { password: 'Bruno@2026', verificationToken: userToken },
    });
    expect(password.status).toBe(200);

    // Onboarding is over: the link no longer works and the token authorises nothing.
    expect((await t.call('GET', `/auth/check/${encodeURIComponent(userToken)}`)).status).toBe(404);
    expect(
      (
        await t.call('PATCH', `/users/${userId}`, {
          body: { phone: '+55 11 90000-0000', verificationToken: userToken },
        })
      ).status,
    ).toBe(401);

    const login = await t.call('POST', '/auth/login', {
      body: { email: 'bruno@exemplo.com', password: 'Bruno@2026' },
    });
    expect(login.status).toBe(200);
    const session = await t.call<Schemas['Session']>('POST', '/auth/validate-login', {
      body: { email: 'bruno@exemplo.com', otp: codeIn((await lastMail(t, 'bruno@exemplo.com')).text) },
    });
    const subscription = await t.call<Schemas['Subscription']>('GET', '/subscriptions/user', {
      token: session.body.data.accessToken,
    });
    expect(subscription.body.data).toMatchObject({
      status: 'TRIALING',
      billingPeriod: 'MONTHLY',
      isFreeTrial: true,
      plan: { name: 'Pro', price: 59.99, numberAccounts: 15 },
    });
    const trialDays = (Date.parse(subscription.body.data.freeTrialEndsAt ?? '') - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.99);
    expect(trialDays).toBeLessThanOrEqual(7);
    // Like a sign-up, the checkout's new account starts with its own default project.
    const projects = await t.call<Schemas['ProjectList']>('GET', '/projects', {
      token: session.body.data.accessToken,
    });
    expect(projects.body.data.projects).toEqual([
      expect.objectContaining({ name: 'Meu Projeto', isDefault: true, userRole: 'OWNER' }),
    ]);
  });

  it('resends the onboarding code at most every 30 seconds, invalidating the previous one', async () => {
    await checkout('carla@exemplo.com', 'Starter', 'Carla');
    const { mail, userToken } = await mailedVerifyLink('carla@exemplo.com');
    const first = codeIn(mail.text);
    const tooSoon = await t.call('POST', '/users/resend-otp', { body: { token: userToken } });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    const check = await t.call<Schemas['VerificationCheck']>(
      'GET',
      `/auth/check/${encodeURIComponent(userToken)}`,
    );
    await ageCodes(t, check.body.data.userId);
    const resent = await t.call('POST', '/users/resend-otp', { body: { token: userToken } });
    expect(resent).toMatchObject({ status: 200, body: { status: 'success', data: null } });
    const second = codeIn((await lastMail(t, 'carla@exemplo.com')).text);
    if (first !== second) {
      const old = await t.call('POST', '/auth/verify', {
        body: { verificationToken: userToken, otp: first },
      });
      expect(old.status).toBe(400);
    }
    expect(
      (await t.call('POST', '/auth/verify', { body: { verificationToken: userToken, otp: second } })).status,
    ).toBe(200);
    expect((await t.call('POST', '/users/resend-otp', { body: { token: 'desconhecido' } })).status).toBe(404);
  });

  it('answers an unknown onboarding token with "Usuário não encontrado"', async () => {
    const answer = await t.call('GET', '/auth/check/desconhecido');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Usuário não encontrado');
  });

  it('refuses an invalid checkout form with an HTML page', async () => {
    const answer = await postForm('/sandbox/checkout', {
      planId: 1,
      period: 'monthly',
      name: 'X',
      email: 'invalido',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('text/html');
  });
});

describe('subscription and billing portal', () => {
  it('answers null and no portal without a subscription', async () => {
    const user = await createUser(t, 'nosub@exemplo.com');
    expect((await t.call('GET', '/subscriptions/user', { token: user.token })).body.data).toBeNull();
    expect((await t.call('GET', '/subscriptions/billing', { token: user.token })).body.data).toEqual({
      subscription: null,
      portalUrl: null,
    });
    expect((await t.call('GET', '/subscriptions/billing')).status).toBe(401);
    expect((await t.call('GET', '/subscriptions/user')).status).toBe(401);
  });

  it('gives the signed-in user a portal link of their own, valid 15 minutes, that cancels, resumes and switches the period', async () => {
    const user = await createUser(t, 'portal@exemplo.com');
    await startTrialSubscription(t.db, user.user.id, await plan('Starter'), 'MONTHLY', 'sandbox');
    const billing = await t.call<Schemas['Billing']>('GET', '/subscriptions/billing', { token: user.token });
    expect(billing.body.data.subscription).toMatchObject({ status: 'TRIALING', plan: { name: 'Starter' } });
    const portalUrl = billing.body.data.portalUrl ?? '';
    const link = new URL(portalUrl);
    expect(link.pathname).toBe('/api/v1/sandbox/billing-portal');
    expect(link.searchParams.get('user')).toBe(user.user.id);
    // Bound to the user's id, not to an e-mail anybody can type.
    expect(portalUrl).not.toContain('portal%40exemplo.com');
    const expiresInMs = Number(link.searchParams.get('expires')) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(14 * 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(15 * 60_000);
    const path = apiPath(portalUrl);

    const page = await t.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ambiente de testes (sandbox)');
    expect(page.text).toContain('Conta: portal@exemplo.com');
    expect(page.text).toContain('Cancelar assinatura');

    // The e-mail link of before opens nothing, and neither does a form posted without the signed link.
    const byEmail = await t.call('GET', '/sandbox/billing-portal?email=portal%40exemplo.com');
    expect(byEmail.status).toBe(400);
    const forged = await postForm('/sandbox/billing-portal', { action: 'cancel' });
    expect(forged.status).toBe(400);

    const post = (action: string) =>
      t.call('POST', path, {
        raw: new URLSearchParams({ action }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
    const cancel = await post('cancel');
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(portalUrl);
    expect((await t.call('GET', path)).text).toContain('será cancelada ao fim do período');
    expect((await post('resume')).status).toBe(303);
    expect((await post('switch-period')).status).toBe(303);
    const after = await t.call<Schemas['Subscription']>('GET', '/subscriptions/user', { token: user.token });
    expect(after.body.data).toMatchObject({ status: 'TRIALING', billingPeriod: 'YEARLY' });
  });

  it('ends a cancelled subscription at the end of its period', async () => {
    const user = await createUser(t, 'ended@exemplo.com');
    const subscription = await startTrialSubscription(
      t.db,
      user.user.id,
      await plan('Pro'),
      'MONTHLY',
      'sandbox',
    );
    await t.db
      .updateTable('subscriptions')
      .set({ canceled_at: new Date(), current_period_end: new Date(Date.now() - 1000) })
      .where('id', '=', subscription.id)
      .execute();
    expect((await t.call('GET', '/subscriptions/user', { token: user.token })).body.data).toBeNull();
    const limits = await t.call<Schemas['ProjectLimits']>('GET', '/projects/limits', { token: user.token });
    expect(limits.body.data.maxAccountsPerProject).toBe(5);
  });

  it('refuses a portal link that expired, was signed for another user or was tampered with, with a pt-BR page', async () => {
    const owner = await createUser(t, 'dona@exemplo.com');
    const other = await createUser(t, 'outra@exemplo.com');
    await startTrialSubscription(t.db, owner.user.id, await plan('Pro'), 'MONTHLY', 'sandbox');
    await startTrialSubscription(t.db, other.user.id, await plan('Starter'), 'MONTHLY', 'sandbox');
    const { sandbox: payments } = t.server.services;
    const fresh = new URL(payments.portalUrl(owner.user.id));
    const withParam = (name: string, value: string) => {
      const url = new URL(fresh);
      url.searchParams.set(name, value);
      return apiPath(url.toString());
    };
    const signature = fresh.searchParams.get('signature') ?? '';
    const refused = {
      'minted 16 minutes ago': apiPath(payments.portalUrl(owner.user.id, new Date(Date.now() - 16 * 60_000))),
      'signed for another user': withParam('user', other.user.id),
      'with a later expiry': withParam('expires', String(Number(fresh.searchParams.get('expires')) + 3600)),
      'with a changed signature': withParam(
        'signature',
        `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      ),
      'with a signature of the wrong shape': withParam('signature', 'x'),
    };
    for (const [how, path] of Object.entries(refused)) {
      const page = await t.call('GET', path);
      expect(page.status, how).toBe(403);
      expect(page.headers.get('content-type'), how).toContain('text/html');
      expect(page.text, how).toContain('Ambiente de testes (sandbox)');
      expect(page.text, how).toMatch(/Link do portal (expirado|inválido)/);
      expect(page.text, how).toContain('href="http://localhost:5173/billing"');
      expect(page.text, how).not.toContain('dona@exemplo.com');
      expect(page.text, how).not.toContain('outra@exemplo.com');
      const post = await t.call('POST', path, {
        raw: 'action=cancel',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(post.status, how).toBe(403);
    }
    const expired = await t.call('GET', refused['minted 16 minutes ago']);
    expect(expired.text).toContain('Link do portal expirado');
    const untouched = await t.db
      .selectFrom('subscriptions')
      .select('canceled_at')
      .where('user_id', 'in', [owner.user.id, other.user.id])
      .execute();
    expect(untouched).toHaveLength(2);
    expect(untouched.every((row) => row.canceled_at === null)).toBe(true);
    // The fresh link still works.
    expect((await t.call('GET', apiPath(fresh.toString()))).status).toBe(200);
  });
});

describe('checkout for an existing account', () => {
  it("answers a subscriber's e-mail exactly like a new one, revealing nothing, and mails the subscriber a sign-in link", async () => {
    const subscriber = await createUser(t, 'assinante@exemplo.com');
    await startTrialSubscription(t.db, subscriber.user.id, await plan('Pro'), 'MONTHLY', 'sandbox');
    const unknown = await checkout('nova-pessoa@exemplo.com');
    const known = await checkout('assinante@exemplo.com');
    expect(known.status).toBe(unknown.status);
    expect(known.headers.get('location')).toBe(unknown.headers.get('location'));
    expect(known.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    expect(known.text).toBe(unknown.text);
    expect(known.headers.get('location') ?? '').not.toContain('billing-portal');
    expect(known.text).not.toContain('billing-portal');
    // Both follow to the same "check your e-mail" page.
    const sent = await t.call('GET', apiPath(known.headers.get('location') ?? ''));
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('Confira seu e-mail');
    expect(sent.text).not.toContain('assinante@exemplo.com');

    // The subscriber's e-mail leads to sign-in (the portal is reached from the billing screen), with no
    // portal link and no code; the new e-mail gets its onboarding link.
    const mail = await lastMail(t, 'assinante@exemplo.com');
    expect(mail.text).toContain('http://localhost:5173/signin');
    expect(mail.text).not.toContain('billing-portal');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect((await mailedVerifyLink('nova-pessoa@exemplo.com')).userToken).not.toBe('');
    // No second trial.
    const subscriptions = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', subscriber.user.id)
      .execute();
    expect(subscriptions).toHaveLength(1);
  });

  it('does not let the checkout submitter change the password without the mailed code', async () => {
    const victim = await createUser(t, 'victim@exemplo.com');
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', victim.user.id)
      .execute();
    const answer = await checkout('victim@exemplo.com', 'Starter', 'Intruso');
    // The submitter learns nothing: the onboarding link goes to the account's owner only.
    expect(answer.headers.get('location')).toBe('http://127.0.0.1:3000/api/v1/sandbox/checkout/sent');
    const { userToken } = await mailedVerifyLink('victim@exemplo.com');
    const check = await t.call<Schemas['VerificationCheck']>(
      'GET',
      `/auth/check/${encodeURIComponent(userToken)}`,
    );
    expect(check.body.data).toMatchObject({
      hasToInputOtp: true,
      hasToInputPhone: false,
      hasToInputPassword: false,
    });
    const takeover = await t.call('PATCH', `/users/${victim.user.id}`, {
      body: { password: 'Invasor@2026', verificationToken: userToken },
    });
    expect(takeover.status).toBe(401);
    const row = await t.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', victim.user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Pessoa Teste');
  });
});

describe('a production server running the sandbox payments on purpose (PAYMENTS=sandbox)', () => {
  it('marks every payment page as a sandbox', async () => {
    const production = await startTestServer({
      ...loadConfig({
        NODE_ENV: 'production',
        PORT: '0',
        JWT_SECRET: 'production-secret-with-at-least-32-characters',
        TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32),
        PAYMENTS: 'sandbox',
        NETWORKS: 'sandbox',
        MAIL: 'log',
      }),
      publicApiUrl: 'http://127.0.0.1:3000',
      logLevel: 'silent',
    });
    try {
      const pro = await production.db
        .selectFrom('plans')
        .selectAll()
        .where('name', '=', 'Pro')
        .executeTakeFirstOrThrow();
      const pages = [await production.call('GET', `/sandbox/checkout?planId=${pro.id}&period=monthly`)];
      const submitted = await production.call('POST', '/sandbox/checkout', {
        raw: new URLSearchParams({
          planId: String(pro.id),
          period: 'monthly',
          name: 'Pessoa',
          email: 'pessoa@exemplo.com',
        }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      pages.push(await production.call('GET', apiPath(submitted.headers.get('location') ?? '')));
      const user = await createUser(production, 'producao@exemplo.com');
      await startTrialSubscription(production.db, user.user.id, pro, 'MONTHLY', 'sandbox');
      const billing = await production.call<Schemas['Billing']>('GET', '/subscriptions/billing', {
        token: user.token,
      });
      const portal = apiPath(billing.body.data.portalUrl ?? '');
      pages.push(await production.call('GET', portal));
      pages.push(await production.call('GET', `${portal.slice(0, -1)}x`));
      pages.push(await production.call('GET', '/sandbox/checkout?planId=999&period=monthly'));
      expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 403, 404]);
      for (const page of pages) expect(page.text).toContain('Ambiente de testes (sandbox)');
      // Nothing of the development conveniences on it.
      expect((await production.call('GET', '/dev/mailbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
