import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { BillingPeriod, Plan, Subscription, SubscriptionStatus } from '../db/schema.js';

const dayMs = 24 * 60 * 60 * 1000;
const periodMs = (period: BillingPeriod) => (period === 'YEARLY' ? 365 : 30) * dayMs;

/** A plan as `/plans` shows it. */
export function presentPlan(plan: Plan, checkoutUrl: (planId: number, period: BillingPeriod) => string) {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    price: Number(plan.price),
    yearlyPrice: Number(plan.yearly_price),
    yearlyPriceInMonths: Number(plan.yearly_price_in_months),
    numberAccounts: plan.number_accounts,
    freeTrialDays: plan.free_trial_days,
    isActive: plan.is_active,
    planUrl: checkoutUrl(plan.id, 'MONTHLY'),
    yearlyPlanUrl: checkoutUrl(plan.id, 'YEARLY'),
    features: plan.features,
    createdAt: plan.created_at.toISOString(),
    updatedAt: plan.updated_at.toISOString(),
  };
}

/** What a stored subscription means at `now`. */
export interface EffectiveState {
  status: SubscriptionStatus;
  isFreeTrial: boolean;
  currentPeriodEnd: Date;
  /** Cancelled by the user, ending with the current period. */
  endsAtPeriodEnd: boolean;
}

/**
 * The sandbox charges nothing and renews on its own: past the period end a subscription is ACTIVE in a
 * later period, unless it was cancelled, in which case it is CANCELED from that end on.
 */
export function effectiveState(subscription: Subscription, now = new Date()): EffectiveState {
  let periodEnd = subscription.current_period_end;
  if (subscription.status === 'CANCELED') {
    return { status: 'CANCELED', isFreeTrial: false, currentPeriodEnd: periodEnd, endsAtPeriodEnd: false };
  }
  if (periodEnd.getTime() <= now.getTime()) {
    if (subscription.canceled_at) {
      return { status: 'CANCELED', isFreeTrial: false, currentPeriodEnd: periodEnd, endsAtPeriodEnd: false };
    }
    const length = periodMs(subscription.billing_period);
    const periods = Math.floor((now.getTime() - periodEnd.getTime()) / length) + 1;
    periodEnd = new Date(periodEnd.getTime() + periods * length);
    return { status: 'ACTIVE', isFreeTrial: false, currentPeriodEnd: periodEnd, endsAtPeriodEnd: false };
  }
  const trialRunning =
    subscription.is_free_trial &&
    subscription.free_trial_ends_at !== null &&
    subscription.free_trial_ends_at.getTime() > now.getTime();
  return {
    status: subscription.status,
    isFreeTrial: trialRunning,
    currentPeriodEnd: periodEnd,
    endsAtPeriodEnd: subscription.canceled_at !== null,
  };
}

/** A subscription with its plan, as the billing screen reads it. */
export function presentSubscription(subscription: Subscription, plan: Plan) {
  const state = effectiveState(subscription);
  return {
    id: subscription.id,
    status: state.status,
    billingPeriod: subscription.billing_period,
    plan: {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      price: Number(plan.price),
      numberAccounts: plan.number_accounts,
      features: plan.features,
    },
    isFreeTrial: state.isFreeTrial,
    freeTrialEndsAt: subscription.free_trial_ends_at?.toISOString() ?? null,
    currentPeriodEnd: state.currentPeriodEnd.toISOString(),
    createdAt: subscription.created_at.toISOString(),
  };
}

/**
 * The user's live subscription with its plan, or null: the latest one, unless `effectiveState` says CANCELED.
 * The database's `live_subscription` decides it, so that an upload's reservation applies the same plan.
 */
export async function findLiveSubscription(db: Db, userId: string) {
  const subscription = await db
    .selectFrom(sql<Subscription>`live_subscription(${userId}, ${new Date()})`.as('s'))
    .selectAll()
    .executeTakeFirst();
  if (!subscription) return null;
  const plan = await db
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', subscription.plan_id)
    .executeTakeFirstOrThrow();
  return { subscription, plan };
}

/** Starts a subscription in the plan's free trial; the first period is the trial. */
export async function startTrialSubscription(
  db: Db,
  userId: string,
  plan: Plan,
  period: BillingPeriod,
  provider: string,
): Promise<Subscription> {
  const now = Date.now();
  const trialEnd = new Date(now + plan.free_trial_days * dayMs);
  return db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      status: 'TRIALING',
      billing_period: period,
      is_free_trial: true,
      free_trial_ends_at: trialEnd,
      current_period_end: trialEnd,
      provider,
      provider_reference: null,
      updated_at: new Date(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
