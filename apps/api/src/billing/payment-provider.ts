import { createHmac } from 'node:crypto';
import { safeEqualHex } from '../auth/secrets.js';
import type { BillingPeriod } from '../db/schema.js';

/**
 * Where subscriptions are paid. The sandbox provider serves its own checkout and portal pages; a real
 * provider (Stripe, Mercado Pago…) implements the same links and calls `startTrialSubscription` from its
 * webhook.
 */
export interface PaymentProvider {
  /** Stored on each subscription. */
  readonly id: string;
  /** The plan's `planUrl` / `yearlyPlanUrl`. */
  checkoutUrl(planId: number, period: BillingPeriod): string;
  /** The billing portal for the signed-in user, e-mail prefilled. */
  portalUrl(email: string): string;
}

/** The sandbox provider also signs its portal links, so only the account's owner can cancel. */
export interface SandboxPayments extends PaymentProvider {
  portalSignature(email: string): string;
  verifyPortalSignature(email: string, signature: string): boolean;
}

/** The offline sandbox provider: checkout and portal are pages of this API. */
export function createSandboxPayments(publicApiUrl: string, secret: string): SandboxPayments {
  const sign = (email: string) =>
    createHmac('sha256', secret).update(`billing-portal:${email}`).digest('hex');
  return {
    id: 'sandbox',
    checkoutUrl: (planId, period) =>
      `${publicApiUrl}/api/v1/sandbox/checkout?planId=${planId}&period=${period === 'YEARLY' ? 'yearly' : 'monthly'}`,
    portalUrl: (email) =>
      `${publicApiUrl}/api/v1/sandbox/billing-portal?email=${encodeURIComponent(email)}&signature=${sign(email)}`,
    portalSignature: sign,
    verifyPortalSignature: (email, signature) =>
      /^[0-9a-f]{64}$/.test(signature) && safeEqualHex(sign(email), signature),
  };
}
