import type { Db } from '../db/database.js';
import type { NetworkMetrics } from '../networks/provider.js';

/** The account's cached metrics while they are fresh, or undefined. */
export async function freshMetrics(db: Db, accountId: string, now: Date) {
  const cached = await db
    .selectFrom('account_metrics_cache')
    .select(['payload', 'fetched_at'])
    .where('social_account_id', '=', accountId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return cached && { metrics: cached.payload as NetworkMetrics, fetchedAt: cached.fetched_at };
}

/** Keeps the account's metrics fetched at `fetchedAt` until `expiresAt`, replacing older ones. */
export async function cacheMetrics(
  db: Db,
  accountId: string,
  metrics: NetworkMetrics,
  fetchedAt: Date,
  expiresAt: Date,
): Promise<void> {
  const payload = JSON.stringify(metrics);
  await db
    .insertInto('account_metrics_cache')
    .values({ social_account_id: accountId, payload, fetched_at: fetchedAt, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('social_account_id')
        .doUpdateSet({ payload, fetched_at: fetchedAt, expires_at: expiresAt }),
    )
    .execute();
}
