import type { Schemas } from '@postify/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTrialSubscription } from '../src/billing/subscriptions.js';
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
    const pro = await plan('Pro');
    const checkout = await postForm('/sandbox/checkout', {
      planId: pro.id,
      period: 'monthly',
      name: 'Bruno Lima',
      email: 'bruno@exemplo.com',
    });
    expect(checkout.status).toBe(303);
    const location = checkout.headers.get('location') ?? '';
    expect(location).toMatch(/^http:\/\/localhost:5173\/verify\?userToken=/);
    const userToken = decodeURIComponent(new URL(location).searchParams.get('userToken') ?? '');
    const mail = await lastMail(t, 'bruno@exemplo.com');
    expect(mail.text).toContain(location);
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
    const starter = await plan('Starter');
    const checkout = await postForm('/sandbox/checkout', {
      planId: starter.id,
      period: 'yearly',
      name: 'Carla',
      email: 'carla@exemplo.com',
    });
    const userToken = new URL(checkout.headers.get('location') ?? '').searchParams.get('userToken') ?? '';
    const first = codeIn((await lastMail(t, 'carla@exemplo.com')).text);
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

  it('gives a signed portal link that cancels, resumes and switches the period', async () => {
    const user = await createUser(t, 'portal@exemplo.com');
    await startTrialSubscription(t.db, user.user.id, await plan('Starter'), 'MONTHLY', 'sandbox');
    const billing = await t.call<Schemas['Billing']>('GET', '/subscriptions/billing', { token: user.token });
    expect(billing.body.data.subscription).toMatchObject({ status: 'TRIALING', plan: { name: 'Starter' } });
    const portalUrl = billing.body.data.portalUrl ?? '';
    expect(portalUrl).toContain('/sandbox/billing-portal?email=portal%40exemplo.com');
    const path = portalUrl.replace('http://127.0.0.1:3000/api/v1', '');

    const page = await t.call('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Ambiente de testes (sandbox)');
    expect(page.text).toContain('Cancelar assinatura');

    const unsigned = await t.call('GET', '/sandbox/billing-portal?email=portal%40exemplo.com');
    expect(unsigned.status).toBe(404);
    const forged = await postForm('/sandbox/billing-portal', {
      email: 'portal@exemplo.com',
      action: 'cancel',
    });
    expect(forged.status).toBe(404);

    const signature = new URL(portalUrl).searchParams.get('signature') ?? '';
    const post = (action: string) =>
      t.call('POST', `/sandbox/billing-portal?signature=${signature}`, {
        raw: new URLSearchParams({ email: 'portal@exemplo.com', action }).toString(),
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

  it('sends an existing subscriber from the checkout to the portal instead of a second trial', async () => {
    const user = await createUser(t, 'twice@exemplo.com');
    const pro = await plan('Pro');
    await startTrialSubscription(t.db, user.user.id, pro, 'MONTHLY', 'sandbox');
    const again = await postForm('/sandbox/checkout', {
      planId: pro.id,
      period: 'monthly',
      name: 'Twice',
      email: 'twice@exemplo.com',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain('/sandbox/billing-portal?email=twice%40exemplo.com');
    const count = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(count).toHaveLength(1);
  });
});

describe('checkout for an existing account', () => {
  it('does not let the checkout submitter change the password without the mailed code', async () => {
    const victim = await createUser(t, 'victim@exemplo.com');
    await t.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', victim.user.id)
      .execute();
    const starter = await plan('Starter');
    const checkout = await postForm('/sandbox/checkout', {
      planId: starter.id,
      period: 'monthly',
      name: 'Intruso',
      email: 'victim@exemplo.com',
    });
    const userToken = new URL(checkout.headers.get('location') ?? '').searchParams.get('userToken') ?? '';
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
