import Stripe from 'stripe';
import type { PaymentSettings, StripeSettings } from '../config.js';
import type { Db } from '../db/database.js';
import type { BillingPeriod, Plan } from '../db/schema.js';
import type { PaymentProvider } from './payment-provider.js';
import { findLiveSubscription } from './subscriptions.js';

/** The Stripe provider: hosted Checkout for the trial links, the Customer Portal for the billing screen. */
export interface StripePayments extends PaymentProvider {
  readonly client: Stripe;
  readonly webhookSecret: string;
  /**
   * Creates a Checkout Session for `plan` and answers its URL (null when the plan has no Price).
   * `userToken` is the onboarding token the success URL opens `/verify` with; `sealedToken` is the same
   * token encrypted with this server's key, for the webhook to mail the same link.
   */
  checkoutSession(
    plan: Plan,
    period: BillingPeriod,
    userToken: string,
    sealedToken: string,
  ): Promise<string | null>;
}

/** A Stripe client; `STRIPE_API_URL` points it elsewhere (the tests' local fake) over that URL's protocol. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** The key of a plan in `STRIPE_PRICE_<PLAN>_<PERIOD>`: its name in capitals, other characters as `_`. */
export const planPriceKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** Writes the configured Price ids onto the plan rows (at every start: the environment is the source). */
export async function seedStripePrices(db: Db, settings: StripeSettings): Promise<void> {
  const plans = await db.selectFrom('plans').select(['id', 'name']).execute();
  for (const plan of plans) {
    const prices = settings.prices[planPriceKey(plan.name)];
    await db
      .updateTable('plans')
      .set({ stripe_price_monthly: prices?.MONTHLY ?? null, stripe_price_yearly: prices?.YEARLY ?? null })
      .where('id', '=', plan.id)
      .execute();
  }
}

/**
 * The Stripe provider. A plan's trial link is this API's `GET /billing/stripe/checkout`, which creates the
 * Checkout Session when the visitor clicks (a session lives 24 hours, the plans list is read far more often).
 */
export function createStripePayments(
  db: Db,
  settings: StripeSettings,
  urls: { publicApiUrl: string; publicAppUrl: string },
): StripePayments {
  const client = createStripeClient(settings);
  return {
    id: 'stripe',
    client,
    webhookSecret: settings.webhookSecret,
    checkoutUrl: (planId, period) =>
      `${urls.publicApiUrl}/api/v1/billing/stripe/checkout?planId=${planId}&period=${period === 'YEARLY' ? 'yearly' : 'monthly'}`,
    async portalUrl(userId) {
      const live = await findLiveSubscription(db, userId);
      const customer = live?.subscription.provider === 'stripe' ? live.subscription.provider_customer : null;
      if (!customer) return null;
      const session = await client.billingPortal.sessions.create({
        customer,
        locale: 'pt-BR',
        return_url: `${urls.publicAppUrl}/billing`,
      });
      return session.url;
    },
    async checkoutSession(plan, period, userToken, sealedToken) {
      const price = period === 'YEARLY' ? plan.stripe_price_yearly : plan.stripe_price_monthly;
      if (!price) return null;
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        currency: 'brl',
        locale: 'pt-BR',
        subscription_data: { trial_period_days: plan.free_trial_days },
        // The onboarding token travels sealed (Stripe cannot read it); in clear only in the success URL,
        // which lands in the subscriber's browser (the /verify page still asks for the e-mailed code).
        metadata: { plan_id: String(plan.id), period, onboarding_token: sealedToken },
        success_url: `${urls.publicAppUrl}/verify?userToken=${encodeURIComponent(userToken)}`,
        cancel_url: `${urls.publicAppUrl}/pricing`,
      });
      return session.url;
    },
  };
}

/** The Stripe provider when `PAYMENTS=stripe` is configured, else null. */
export function stripeFromSettings(
  db: Db,
  payments: PaymentSettings,
  urls: { publicApiUrl: string; publicAppUrl: string },
): StripePayments | null {
  return payments.provider === 'stripe' && payments.stripe
    ? createStripePayments(db, payments.stripe, urls)
    : null;
}
