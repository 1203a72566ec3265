import { sql } from 'kysely';
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

/** An account's metrics of one day, as stored. */
export interface MetricsSnapshot {
  /** 'YYYY-MM-DD', the day in the project's time zone. */
  day: string;
  followers_count: number;
  reach: number;
  engagement: number;
}

/**
 * Records an account's metrics of `day`. Idempotent: a second recording of the same day (a retry, two
 * workers) replaces the first instead of adding a row.
 */
export async function recordSnapshot(db: Db, accountId: string, snapshot: MetricsSnapshot): Promise<void> {
  const values = {
    followers_count: snapshot.followers_count,
    reach: snapshot.reach,
    engagement: snapshot.engagement,
    recorded_at: new Date(),
  };
  await db
    .insertInto('account_metrics_snapshots')
    .values({ social_account_id: accountId, day: snapshot.day, ...values })
    .onConflict((conflict) => conflict.columns(['social_account_id', 'day']).doUpdateSet(values))
    .execute();
}

/** The account's snapshots of the `days` days that ended yesterday in `timeZone`, oldest first. */
export async function snapshotsSince(
  db: Db,
  accountId: string,
  timeZone: string,
  days: number,
): Promise<MetricsSnapshot[]> {
  const today = sql`(now() at time zone ${timeZone})::date`;
  return db
    .selectFrom('account_metrics_snapshots')
    .select([
      // As text: drivers turn a `date` into a Date at local midnight, which shifts it across zones.
      sql<string>`day::text`.as('day'),
      'followers_count',
      'reach',
      'engagement',
    ])
    .where('social_account_id', '=', accountId)
    .where(sql<boolean>`day >= ${today} - ${days}::integer`)
    .where(sql<boolean>`day < ${today}`)
    .orderBy('day')
    .execute();
}
