import { LIMITS } from '@postify/sdk/schemas';
import type { Db } from '../db/database.js';
import { planSeeds } from './plans.js';

/** Inserts the plans once; an existing plan (by name) is left as it is so operators may edit it. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insertInto('plans')
    .values(
      planSeeds.map((plan) => ({
        name: plan.name,
        description: plan.description,
        price: plan.price,
        yearly_price: plan.yearlyPrice,
        yearly_price_in_months: plan.yearlyPriceInMonths,
        number_accounts: plan.numberAccounts,
        max_projects: plan.maxProjects,
        storage_gb: plan.storageGb,
        free_trial_days: LIMITS.freeTrialDays,
        is_active: true,
        features: JSON.stringify(plan.features),
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
