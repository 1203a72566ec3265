import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schemas } from '@postify/sdk';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeIn, createUser, lastMail, startTestServer, type TestServer } from './support/server.js';

/** One call the API made to the (fake) Stripe API, its form body flattened (`line_items[0][price]`…). */
interface StripeCall {
  method: string;
  path: string;
  authorization: string;
  params: Record<string, string>;
}

const secretKey = 'sk_test_postify';
const webhookSecret = 'whsec_test_postify';
const calls: StripeCall[] = [];
/** What the fake answers for `GET /v1/subscriptions/{id}`. */
const subscriptions = new Map<string, object>();

/** A local stand-in for api.stripe.com: records each request and answers like Stripe. */
const fakeStripe = createServer(async (request: IncomingMessage, response) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const path = (request.url ?? '').split('?')[0] ?? '';
  calls.push({
    method: request.method ?? '',
    path,
    authorization: String(request.headers.authorization ?? ''),
    params: Object.fromEntries(new URLSearchParams(body)),
  });
  const answer = (status: number, value: object) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(value));
  };
  if (request.method === 'POST' && path === '/v1/checkout/sessions')
    return answer(200, {
      id: 'cs_test_1',
      object: 'checkout.session',
      url: 'https://checkout.stripe.test/c/pay/cs_test_1',
    });
  if (request.method === 'POST' && path === '/v1/billing_portal/sessions')
    return answer(200, {
      id: 'bps_1',
      object: 'billing_portal.session',
      url: 'https://billing.stripe.test/p/session/bps_1',
    });
  const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(path)?.[1];
  if (request.method === 'GET' && subscription && subscriptions.has(subscription))
    return answer(200, subscriptions.get(subscription) as object);
  answer(404, { error: { type: 'invalid_request_error', message: `No such route ${path}` } });
});

const day = 24 * 60 * 60;
const now = Math.floor(Date.now() / 1000);

/** A Stripe subscription object on the Pro plan's monthly Price. */
function subscription(id: string, status: Stripe.Subscription.Status, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status,
    created: now,
    trial_end: now + 7 * day,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          current_period_end: now + 7 * day,
          price: {
            id: 'price_pro_monthly',
            object: 'price',
            currency: 'brl',
            recurring: { interval: 'month' },
          },
        },
      ],
    },
    ...extra,
  };
}

let t: TestServer;
const stripe = new Stripe(secretKey);
let eventCount = 0;

/** Posts `event` to the webhook signed with `secret`, as Stripe does, over real HTTP. */
function deliver(
  event: { id?: string; type: string; created?: number; data: { object: object } },
  secret = webhookSecret,
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2026-10-28.endive',
    livemode: false,
    ...event,
    id: event.id ?? `evt_${++eventCount}`,
    created: event.created ?? now,
  });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.call<Schemas['StripeWebhookReceipt']>('POST', '/billing/stripe/webhook', {
    raw: payload,
    headers: { 'stripe-signature': signature },
  });
}

const stored = (reference: string) =>
  t.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_reference', '=', reference)
    .executeTakeFirstOrThrow();

/** A subscription Stripe holds for a user of ours, as a completed checkout leaves it. */
async function subscribed(email: string, reference: string) {
  const user = await createUser(t, email);
  const plan = await t.db.selectFrom('plans').selectAll().where('name', '=', 'Pro').executeTakeFirstOrThrow();
  await t.db
    .insertInto('subscriptions')
    .values({
      user_id: user.user.id,
      plan_id: plan.id,
      status: 'TRIALING',
      billing_period: 'MONTHLY',
      is_free_trial: true,
      free_trial_ends_at: new Date((now + 7 * day) * 1000),
      current_period_end: new Date((now + 7 * day) * 1000),
      provider: 'stripe',
      provider_reference: reference,
      provider_customer: `cus_${reference}`,
      provider_updated_at: new Date(now * 1000),
      updated_at: new Date(),
    })
    .execute();
  return user;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  const { port } = fakeStripe.address() as AddressInfo;
  t = await startTestServer({
    payments: {
      provider: 'stripe',
      stripe: {
        secretKey,
        webhookSecret,
        apiUrl: `http://127.0.0.1:${port}`,
        prices: { PRO: { MONTHLY: 'price_pro_monthly', YEARLY: 'price_pro_yearly' } },
      },
    },
  });
});
beforeEach(() => {
  calls.length = 0;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fakeStripe.close(() => resolve()));
});

describe('Stripe checkout', () => {
  it("sends the pricing page's trial link to a Stripe Checkout for the plan's Price, 7 days free, in BRL", async () => {
    const plans = await t.call<Schemas['Plan'][]>('GET', '/plans');
    const pro = plans.body.data.find((plan) => plan.name === 'Pro');
    expect(pro?.planUrl).toBe(
      `http://127.0.0.1:3000/api/v1/billing/stripe/checkout?planId=${pro?.id}&period=monthly`,
    );
    const answer = await t.call('GET', `/billing/stripe/checkout?planId=${pro?.id}&period=yearly`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://checkout.stripe.test/c/pay/cs_test_1');

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${secretKey}`,
    });
    const { success_url: successUrl, 'metadata[onboarding_token]': sealed, ...params } = call?.params ?? {};
    expect(params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_yearly',
      'line_items[0][quantity]': '1',
      currency: 'brl',
      locale: 'pt-BR',
      'subscription_data[trial_period_days]': '7',
      'metadata[plan_id]': String(pro?.id),
      'metadata[period]': 'YEARLY',
      cancel_url: 'http://localhost:5173/pricing',
    });
    expect(successUrl).toMatch(/^http:\/\/localhost:5173\/verify\?userToken=[\w-]{20,}$/);
    // Stripe holds the onboarding token only sealed.
    const userToken = new URL(successUrl ?? '').searchParams.get('userToken') ?? '';
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(userToken);
  });

  it('answers 503 for a plan without a Price, without calling Stripe', async () => {
    const starter = await t.db
      .selectFrom('plans')
      .select('id')
      .where('name', '=', 'Starter')
      .executeTakeFirstOrThrow();
    const answer = await t.call('GET', `/billing/stripe/checkout?planId=${starter.id}&period=monthly`);
    expect(answer.status).toBe(503);
    expect(answer.text).toContain('Este plano ainda não pode ser assinado. Tente novamente mais tarde.');
    expect(calls).toEqual([]);
  });

  it('closes the sandbox checkout while Stripe takes the payments', async () => {
    const answer = await t.call('GET', '/sandbox/checkout?planId=1&period=monthly');
    expect(answer.status).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('a completed checkout creates the account, records the trial and e-mails the /verify code; a replay changes nothing', async () => {
    const pro = await t.db
      .selectFrom('plans')
      .select('id')
      .where('name', '=', 'Pro')
      .executeTakeFirstOrThrow();
    await t.call('GET', `/billing/stripe/checkout?planId=${pro.id}&period=monthly`);
    const metadata = {
      plan_id: calls[0]?.params['metadata[plan_id]'],
      period: 'MONTHLY',
      onboarding_token: calls[0]?.params['metadata[onboarding_token]'],
    };
    const successUrl = calls[0]?.params.success_url ?? '';
    subscriptions.set('sub_new', subscription('sub_new', 'trialing'));
    const completed = {
      id: 'evt_checkout_new',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'subscription',
          subscription: 'sub_new',
          customer: 'cus_sub_new',
          customer_details: { email: 'Nova.Assinante@Exemplo.com', name: 'Nova Assinante' },
          metadata,
        },
      },
    };

    const first = await deliver(completed);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ received: true, duplicate: false });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'nova.assinante@exemplo.com')
      .executeTakeFirstOrThrow();
    expect(user.name).toBe('Nova Assinante');
    expect(await stored('sub_new')).toMatchObject({
      user_id: user.id,
      plan_id: pro.id,
      status: 'TRIALING',
      is_free_trial: true,
      provider: 'stripe',
      provider_customer: 'cus_sub_new',
    });
    expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/subscriptions/sub_new' });
    const mail = await lastMail(t, user.email);
    expect(mail.subject).toBe('Bem-vindo ao Postify — conclua seu cadastro');
    expect(mail.text).toContain(successUrl);
    // The mailed code opens the onboarding the success URL leads to.
    const userToken = new URL(successUrl).searchParams.get('userToken') ?? '';
    const verified = await t.call('POST', '/auth/verify', {
      body: { verificationToken: userToken, otp: codeIn(mail.text) },
    });
    expect(verified.status).toBe(200);

    const replay = await deliver(completed);
    expect(replay.body.data).toEqual({ received: true, duplicate: true });
    const rows = await t.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    const mails = await t.db
      .selectFrom('mailbox')
      .select('id')
      .where('to_address', '=', user.email)
      .execute();
    expect(mails).toHaveLength(1);

    // The billing screen's portal link is a Customer Portal session for this subscriber.
    const { token } = await t.server.services.accessTokens.sign(user.id);
    const billing = await t.call<Schemas['Billing']>('GET', '/subscriptions/billing', { token });
    expect(billing.body.data.portalUrl).toBe('https://billing.stripe.test/p/session/bps_1');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { customer: 'cus_sub_new', locale: 'pt-BR', return_url: 'http://localhost:5173/billing' },
    });
  });

  it('ends in the latest state when subscription events arrive out of order or again', async () => {
    await subscribed('fora-de-ordem@exemplo.com', 'sub_order');
    const active = subscription('sub_order', 'active', {
      trial_end: now - day,
      items: {
        object: 'list',
        data: [
          {
            id: 'si',
            current_period_end: now + 30 * day,
            price: { id: 'price_pro_monthly', recurring: { interval: 'month' } },
          },
        ],
      },
    });
    const newer = await deliver({
      type: 'customer.subscription.updated',
      created: now + 20,
      data: { object: active },
    });
    expect(newer.status).toBe(200);
    // An older event delivered late (still trialing) changes nothing.
    await deliver({
      type: 'customer.subscription.created',
      created: now + 10,
      data: { object: subscription('sub_order', 'trialing') },
    });
    expect(await stored('sub_order')).toMatchObject({ status: 'ACTIVE', is_free_trial: false });
    expect((await stored('sub_order')).current_period_end.getTime()).toBe((now + 30 * day) * 1000);

    const failedInvoice = {
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_order' } },
        },
      },
    };
    // A payment failure older than the stored state is stale.
    await deliver({ ...failedInvoice, created: now + 5 });
    expect((await stored('sub_order')).status).toBe('ACTIVE');
    await deliver({ ...failedInvoice, created: now + 25 });
    expect((await stored('sub_order')).status).toBe('PAST_DUE');

    const deleted = {
      type: 'customer.subscription.deleted',
      created: now + 40,
      data: { object: subscription('sub_order', 'canceled', { canceled_at: now + 40 }) },
    };
    await deliver({ ...deleted, id: 'evt_deleted' });
    await deliver({ type: 'customer.subscription.updated', created: now + 30, data: { object: active } });
    expect((await stored('sub_order')).status).toBe('CANCELED');
    const replay = await deliver({ ...deleted, id: 'evt_deleted' });
    expect(replay.body.data.duplicate).toBe(true);
    expect((await stored('sub_order')).status).toBe('CANCELED');
  });

  it('records a cancellation at the period end as ending with the period', async () => {
    const owner = await subscribed('cancela@exemplo.com', 'sub_cancel');
    await deliver({
      type: 'customer.subscription.updated',
      created: now + 50,
      data: {
        object: subscription('sub_cancel', 'trialing', { cancel_at_period_end: true, canceled_at: now + 50 }),
      },
    });
    const { token } = await t.server.services.accessTokens.sign(owner.user.id);
    const answer = await t.call<Schemas['Subscription']>('GET', '/subscriptions/user', { token });
    expect(answer.body.data).toMatchObject({ status: 'TRIALING', isFreeTrial: true });
    expect((await stored('sub_cancel')).canceled_at?.getTime()).toBe((now + 50) * 1000);
  });

  it('refuses an event whose signature does not verify, changing nothing', async () => {
    await subscribed('assinatura@exemplo.com', 'sub_sig');
    const forged = await deliver(
      {
        type: 'customer.subscription.deleted',
        created: now + 60,
        data: { object: subscription('sub_sig', 'canceled') },
      },
      'whsec_someone_else',
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      status: 'error',
      code: 'BAD_REQUEST',
      message: 'Assinatura do evento inválida.',
    });
    const unsigned = await t.call('POST', '/billing/stripe/webhook', {
      raw: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.deleted' }),
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(unsigned.status).toBe(400);
    expect((await stored('sub_sig')).status).toBe('TRIALING');
  });
});

describe('with the sandbox provider', () => {
  it('answers 404 on the Stripe calls', async () => {
    const sandbox = await startTestServer();
    try {
      expect((await sandbox.call('GET', '/billing/stripe/checkout?planId=1&period=monthly')).status).toBe(
        404,
      );
      expect(
        (
          await sandbox.call('POST', '/billing/stripe/webhook', {
            body: { id: 'evt', type: 'x' },
            headers: { 'stripe-signature': 't=1' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
