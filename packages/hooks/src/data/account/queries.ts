import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { queryOptions } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

/** Active plans only, cheapest first (account spec, section 7). */
export function activePlans(plans: readonly Schemas['Plan'][]): Schemas['Plan'][] {
  return plans.filter((plan) => plan.isActive).sort((a, b) => a.price - b.price);
}

/** The plans (`GET /plans`), active only and sorted by monthly price. */
export function plansQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['Plan'][], PostifyApiError>({
    queryKey: postifyKeys.plans.all(),
    queryFn: async ({ signal }) => activePlans(await unwrap(client.GET('/plans', { signal }))),
    staleTime: 5 * 60_000,
  });
}

/** The user's subscription (`GET /subscriptions/user`), `null` without one. */
export function subscriptionQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['Subscription'] | null, PostifyApiError>({
    queryKey: postifyKeys.billing.subscription(),
    queryFn: async ({ signal }) => (await client.GET('/subscriptions/user', { signal })).data ?? null,
  });
}

/**
 * The billing screen's read (`GET /subscriptions/billing`): the subscription and the portal address. The
 * portal link works only `billingPortalLinkMinutes` after the read, so it is read again halfway through that
 * time and when the user comes back to the page.
 */
export function billingQueryOptions(client: PostifyClient) {
  return queryOptions<Schemas['Billing'], PostifyApiError>({
    queryKey: postifyKeys.billing.portal(),
    queryFn: ({ signal }) => unwrap(client.GET('/subscriptions/billing', { signal })),
    refetchInterval: (LIMITS.billingPortalLinkMinutes * 60_000) / 2,
    refetchOnWindowFocus: true,
  });
}
