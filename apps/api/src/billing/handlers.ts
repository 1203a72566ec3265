import type { BillingPeriod } from '../db/schema.js';
import { notFound, unauthorized } from '../http/errors.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { findUserById } from '../users/users.js';
import { activePlans, findActivePlanRow } from './store.js';
import { findLiveSubscription, presentPlan, presentSubscription } from './subscriptions.js';

/** Maps the query's `monthly | yearly` to the stored period. */
export const toPeriod = (value: unknown): BillingPeriod => (value === 'yearly' ? 'YEARLY' : 'MONTHLY');

/** Plans and the signed-in user's subscription. */
export const billingOperations: OperationModule = {
  listPlans: {
    async handle(ctx) {
      const plans = await activePlans(ctx.services.db);
      return plans.map((plan) => presentPlan(plan, ctx.services.payments.checkoutUrl));
    },
  },

  getUserSubscription: {
    async handle(ctx) {
      const live = await findLiveSubscription(ctx.services.db, requireUser(ctx).userId);
      return live ? presentSubscription(live.subscription, live.plan) : null;
    },
  },

  getBilling: {
    async handle(ctx) {
      const { userId } = requireUser(ctx);
      const user = await findUserById(ctx.services.db, userId);
      if (!user) throw unauthorized();
      const live = await findLiveSubscription(ctx.services.db, userId);
      return {
        subscription: live ? presentSubscription(live.subscription, live.plan) : null,
        // A fresh link on every read, bound to this user and short-lived: the portal can cancel the plan.
        portalUrl: live ? await ctx.services.payments.portalUrl(user.id) : null,
      };
    },
  },
};

/** 404 for an unknown or inactive plan id. */
export async function findActivePlan(ctx: RequestContext, planId: unknown) {
  const id = Number(planId);
  if (!Number.isInteger(id)) throw notFound(messages.planNotFound);
  const plan = await findActivePlanRow(ctx.services.db, id);
  if (!plan) throw notFound(messages.planNotFound);
  return plan;
}
