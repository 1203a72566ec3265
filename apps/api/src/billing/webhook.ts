import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { issueCode } from '../auth/codes.js';
import { generateToken, hashToken } from '../auth/secrets.js';
import type { Db } from '../db/database.js';
import type { BillingPeriod, Plan, SubscriptionStatus } from '../db/schema.js';
import { readBoundedBody } from '../http/bounded-body.js';
import { ApiError, notFound } from '../http/errors.js';
import { onboardingMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import { type OperationContext, type OperationModule, Redirect } from '../openapi/operations.js';
import { createOwnedProject, defaultProject } from '../projects/membership.js';
import type { Services } from '../services.js';
import { onboardingTtlMs } from '../users/onboarding.js';
import { findUserByEmail, normalizeEmail } from '../users/users.js';
import { findActivePlan, toPeriod } from './handlers.js';
import type { StripePayments } from './stripe.js';

const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * Keeps the webhook's body as it arrived: Stripe signs the exact bytes, which parsing and re-serialising
 * JSON would not reproduce. The body is still parsed for the contract check. The route is public, so the
 * server's body limit is enforced while the bytes arrive, not after they are all in memory.
 */
export function installStripeWebhookBody(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    if (operationId !== 'receiveStripeWebhook') return payload;
    const raw = await readBoundedBody(
      payload,
      request.routeOptions.bodyLimit,
      request.headers['content-length'],
    );
    rawBodies.set(request.raw, raw);
    return Readable.from([raw]);
  });
}

/** The Stripe provider, or 404 when this server runs another one. */
function stripeOf(ctx: OperationContext): StripePayments {
  if (!ctx.services.stripe) throw notFound(messages.routeNotFound);
  return ctx.services.stripe;
}

const statuses: Record<string, SubscriptionStatus> = {
  trialing: 'TRIALING',
  active: 'ACTIVE',
  past_due: 'PAST_DUE',
  unpaid: 'PAST_DUE',
  incomplete: 'PAST_DUE',
  paused: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
};

const fromSeconds = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription row's fields for a Stripe subscription as of `asOf`. */
async function rowOf(db: Db, subscription: Stripe.Subscription, asOf: Date) {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? '';
  const plan = await db
    .selectFrom('plans')
    .selectAll()
    .where((eb) => eb.or([eb('stripe_price_monthly', '=', priceId), eb('stripe_price_yearly', '=', priceId)]))
    .executeTakeFirst();
  const period: BillingPeriod = item?.price.recurring?.interval === 'year' ? 'YEARLY' : 'MONTHLY';
  const endsAt =
    subscription.cancel_at ?? (subscription.cancel_at_period_end ? item?.current_period_end : null);
  return {
    plan,
    values: {
      // A status Stripe adds later counts as unpaid until this map learns it.
      status: statuses[subscription.status] ?? ('PAST_DUE' as const),
      billing_period: period,
      is_free_trial: subscription.status === 'trialing',
      free_trial_ends_at: subscription.trial_end ? fromSeconds(subscription.trial_end) : null,
      current_period_end: fromSeconds(item?.current_period_end ?? subscription.created),
      // Stored as "ends with the current period", as the sandbox portal's cancel does.
      canceled_at: endsAt ? fromSeconds(subscription.canceled_at ?? endsAt) : null,
      provider_customer: idOf(subscription.customer),
      provider_updated_at: asOf,
      updated_at: new Date(),
    },
  };
}

/**
 * Applies a Stripe subscription's state to its row unless the row already holds a newer state (an event
 * created later was applied first). Answers whether the row exists.
 */
async function applySubscription(db: Db, subscription: Stripe.Subscription, asOf: Date): Promise<boolean> {
  const existing = await db
    .selectFrom('subscriptions')
    .select(['id', 'provider_updated_at'])
    .where('provider', '=', 'stripe')
    .where('provider_reference', '=', subscription.id)
    .executeTakeFirst();
  if (!existing) return false;
  const { plan, values } = await rowOf(db, subscription, asOf);
  await db
    .updateTable('subscriptions')
    .set({ ...values, ...(plan && { plan_id: plan.id }) })
    .where('id', '=', existing.id)
    .where((eb) => eb.or([eb('provider_updated_at', 'is', null), eb('provider_updated_at', '<=', asOf)]))
    .execute();
  return true;
}

/** A subscriber's account: the existing one for the e-mail, or a new one with its default project. */
async function accountFor(tx: Db, email: string, name: string) {
  const existing = await findUserByEmail(tx, email);
  if (existing) return existing;
  const user = await tx
    .insertInto('users')
    .values({ name, email, updated_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await createOwnedProject(tx, user.id, defaultProject.name, defaultProject.description);
  return user;
}

/**
 * A completed Checkout: the subscriber's account (created when new) gets the subscription as Stripe holds it
 * now (read back, so events about it that arrived earlier are not lost), and the onboarding e-mail with the
 * code for the `/verify` page the success URL opened.
 */
async function completeCheckout(
  services: Services,
  stripe: StripePayments,
  session: Stripe.Checkout.Session,
) {
  const subscriptionId = idOf(session.subscription);
  const rawEmail = session.customer_details?.email ?? session.customer_email;
  if (session.mode !== 'subscription' || !subscriptionId || !rawEmail) return;
  const email = normalizeEmail(rawEmail);
  const asOf = new Date();
  const subscription = await stripe.client.subscriptions.retrieve(subscriptionId);
  const { db, config, mailer } = services;
  const { plan: pricedPlan, values } = await rowOf(db, subscription, asOf);
  const plan: Plan | undefined =
    pricedPlan ??
    (await db
      .selectFrom('plans')
      .selectAll()
      .where('id', '=', Number(session.metadata?.plan_id))
      .executeTakeFirst());
  if (!plan) throw new Error(`checkout ${session.id}: no plan for its price`);
  const user = await db.transaction().execute(async (tx) => {
    const account = await accountFor(
      tx,
      email,
      session.customer_details?.name?.trim() || email.split('@')[0] || email,
    );
    const known = await applySubscription(tx, subscription, asOf);
    if (!known)
      await tx
        .insertInto('subscriptions')
        .values({
          ...values,
          user_id: account.id,
          plan_id: plan.id,
          provider: 'stripe',
          provider_reference: subscription.id,
        })
        .execute();
    return account;
  });
  const sealed = session.metadata?.onboarding_token;
  // An account that already has a password signs in; only a new subscriber finishes the sign-up.
  if (!sealed || user.password_hash) return;
  const userToken = services.tokenCipher.decrypt(sealed);
  const tokenHash = hashToken(userToken);
  await db
    .insertInto('onboarding_tokens')
    .values({ user_id: user.id, token_hash: tokenHash, expires_at: new Date(Date.now() + onboardingTtlMs) })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
  const issued = await issueCode(db, config.jwtSecret, user.id, 'VERIFY', tokenHash);
  const link = `${config.publicAppUrl}/verify?userToken=${encodeURIComponent(userToken)}`;
  await mailer.send(onboardingMail(email, issued.code, link, plan.name));
}

/** Applies one verified event; answers whether it was new (false: already applied, nothing changed). */
export async function applyStripeEvent(
  services: Services,
  stripe: StripePayments,
  event: Stripe.Event,
): Promise<boolean> {
  const { db } = services;
  const seen = await db
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst();
  if (seen) return false;
  const createdAt = fromSeconds(event.created);
  switch (event.type) {
    case 'checkout.session.completed':
      await completeCheckout(services, stripe, event.data.object);
      break;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      // Unknown until its checkout completes, which reads the subscription's state back from Stripe.
      await applySubscription(db, event.data.object, createdAt);
      break;
    case 'invoice.payment_failed': {
      const reference = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (reference)
        await db
          .updateTable('subscriptions')
          .set({
            status: 'PAST_DUE',
            is_free_trial: false,
            provider_updated_at: createdAt,
            updated_at: new Date(),
          })
          .where('provider', '=', 'stripe')
          .where('provider_reference', '=', reference)
          .where('status', '!=', 'CANCELED')
          .where((eb) =>
            eb.or([eb('provider_updated_at', 'is', null), eb('provider_updated_at', '<=', createdAt)]),
          )
          .execute();
      break;
    }
    default:
      break;
  }
  const recorded = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** The Stripe checkout link of the pricing page and Stripe's webhook. */
export const stripeOperations: OperationModule = {
  startStripeCheckout: {
    async handle(ctx) {
      const stripe = stripeOf(ctx);
      const plan = await findActivePlan(ctx, ctx.query.planId);
      const userToken = generateToken();
      const sealed = ctx.services.tokenCipher.encrypt(userToken);
      const url = await stripe.checkoutSession(plan, toPeriod(ctx.query.period), userToken, sealed);
      if (!url) throw new ApiError(503, 'SERVICE_UNAVAILABLE', messages.planWithoutPrice);
      return new Redirect(url);
    },
  },

  receiveStripeWebhook: {
    async handle(ctx) {
      const stripe = stripeOf(ctx);
      const raw = rawBodies.get(ctx.request.raw);
      const signature = ctx.request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (!raw || typeof signature !== 'string') throw new Error('no body or signature');
        event = stripe.client.webhooks.constructEvent(raw, signature, stripe.webhookSecret);
      } catch (error) {
        ctx.request.log.warn({ err: error }, 'stripe webhook refused: signature does not verify');
        throw new ApiError(400, 'BAD_REQUEST', messages.invalidWebhookSignature);
      }
      const applied = await applyStripeEvent(ctx.services, stripe, event);
      return { received: true, duplicate: !applied };
    },
  },
};
