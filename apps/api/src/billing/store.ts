import type { Db } from '../db/database.js';
import type { BillingPeriod } from '../db/schema.js';

/** The plans on sale, cheapest first. */
export function activePlans(db: Db) {
  return db.selectFrom('plans').selectAll().where('is_active', '=', true).orderBy('price').execute();
}

/** A plan on sale by id, or undefined. */
export function findActivePlanRow(db: Db, planId: number) {
  return db
    .selectFrom('plans')
    .selectAll()
    .where((eb) => eb.and({ id: planId, is_active: true }))
    .executeTakeFirst();
}

/** Cancels, resumes or switches the billing period of a subscription. */
export async function changeSubscription(
  db: Db,
  subscriptionId: string,
  changes: { canceled_at: Date | null } | { billing_period: BillingPeriod },
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', subscriptionId)
    .execute();
}
