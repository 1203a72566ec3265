import type { Subscription } from './SubscriptionCard';

/** The clock of the stories and tests: 22 November 2026, noon in São Paulo. */
export const now = new Date('2026-11-22T15:00:00.000Z');

/** A Pro subscription still in its free trial. */
export const trialSubscription: Subscription = {
  id: '6d2a0000-0000-4000-8000-000000000001',
  status: 'TRIALING',
  billingPeriod: 'MONTHLY',
  plan: {
    id: 2,
    name: 'Pro',
    description: 'Para criadores e pequenas empresas',
    price: 59.99,
    numberAccounts: 15,
    features: ['50 GB de mídia', 'Sugestões de legenda com IA', 'Calendário de posts'],
  },
  isFreeTrial: true,
  freeTrialEndsAt: '2026-11-27T15:00:00.000Z',
  currentPeriodEnd: '2026-11-27T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
};

/** A yearly subscription whose trial is over. */
export const activeSubscription: Subscription = {
  ...trialSubscription,
  status: 'ACTIVE',
  billingPeriod: 'YEARLY',
  isFreeTrial: true,
  freeTrialEndsAt: '2026-03-08T15:00:00.000Z',
  currentPeriodEnd: '2027-03-01T15:00:00.000Z',
  createdAt: '2026-03-01T15:00:00.000Z',
};
