import { createHmac } from 'node:crypto';
import { LIMITS } from '@postify/sdk/schemas';
import { safeEqualHex } from '../auth/secrets.js';
import type { BillingPeriod } from '../db/schema.js';

/** How long a billing portal link works after `GET /subscriptions/billing` minted it. */
export const portalLinkTtlMs = LIMITS.billingPortalLinkMinutes * 60_000;

/**
 * Where subscriptions are paid. The sandbox provider serves its own checkout and portal pages; the Stripe
 * provider (`stripe.ts`) sends the same links to Stripe's hosted Checkout and Customer Portal and learns the
 * outcome from its webhook (`webhook.ts`).
 */
export interface PaymentProvider {
  /** Stored on each subscription. */
  readonly id: string;
  /** The plan's `planUrl` / `yearlyPlanUrl`. */
  checkoutUrl(planId: number, period: BillingPeriod): string;
  /** A billing portal link for the signed-in user `userId` (null when this provider has no portal for them). */
  portalUrl(userId: string): string | null | Promise<string | null>;
}

/** What a billing portal link's parameters prove. */
export type PortalLinkCheck =
  | { valid: true; userId: string /** The same link, for the portal's forms to come back to. */; url: string }
  | { valid: false; reason: 'expired' | 'invalid' };

/** The sandbox provider also checks its own portal links, so only the signed-in user reaches their portal. */
export interface SandboxPayments extends PaymentProvider {
  /** A portal link for `userId`, working for `portalLinkTtlMs` after `now`. */
  portalUrl(userId: string, now?: Date): string;
  checkPortalLink(
    query: { user?: unknown; expires?: unknown; signature?: unknown },
    now?: Date,
  ): PortalLinkCheck;
}

/** The offline sandbox provider: checkout and portal are pages of this API. */
export function createSandboxPayments(publicApiUrl: string, secret: string): SandboxPayments {
  // The user id and the expiry are both signed: neither can be changed without the secret.
  const sign = (userId: string, expires: number) =>
    createHmac('sha256', secret).update(`billing-portal:v2:${userId}:${expires}`).digest('hex');
  const link = (userId: string, expires: number) =>
    `${publicApiUrl}/api/v1/sandbox/billing-portal?${new URLSearchParams({ user: userId, expires: String(expires), signature: sign(userId, expires) })}`;
  return {
    id: 'sandbox',
    checkoutUrl: (planId, period) =>
      `${publicApiUrl}/api/v1/sandbox/checkout?planId=${planId}&period=${period === 'YEARLY' ? 'yearly' : 'monthly'}`,
    portalUrl(userId, now = new Date()) {
      return link(userId, Math.floor((now.getTime() + portalLinkTtlMs) / 1000));
    },
    checkPortalLink({ user, expires, signature }, now = new Date()) {
      const seconds = Number(expires);
      if (
        typeof user !== 'string' ||
        typeof signature !== 'string' ||
        !Number.isSafeInteger(seconds) ||
        !/^[0-9a-f]{64}$/.test(signature) ||
        !safeEqualHex(sign(user, seconds), signature)
      )
        return { valid: false, reason: 'invalid' };
      if (seconds * 1000 <= now.getTime()) return { valid: false, reason: 'expired' };
      return { valid: true, userId: user, url: link(user, seconds) };
    },
  };
}
