import { hasMetrics } from '@postify/sdk/rules';
import { sql } from 'kysely';
import { MetricsNotAvailableError } from '../networks/provider.js';
import { accountTokens } from '../scheduler/network-publisher.js';
import { createPeriodicLoop, type PeriodicLoop } from '../scheduler/periodic.js';
import type { Services } from '../services.js';
import { recordSnapshot } from './store.js';

/** How often the worker looks for accounts whose yesterday is not recorded yet (and retries failed ones). */
export const snapshotIntervalMs = 60 * 60_000;

/** Snapshots are kept this many days: the longest history `GET /metrics/history` answers, plus today. */
export const snapshotRetentionDays = 91;

/**
 * Records yesterday's metrics (in each project's time zone) of every active account whose network has
 * metrics (the SDK registry's flag) and has no snapshot of that day yet: the followers read now, at the
 * end of the day, and the day's reach and engagement from the network's insights. Run by the worker every
 * `snapshotIntervalMs`, so a day is recorded within the hour after it ends; an account whose network does
 * not answer is logged and tried again on the next run, and a second worker recording the same day only
 * replaces the row (see `recordSnapshot`). Snapshots older than the retention are deleted on the way.
 */
export async function recordDailySnapshots(services: Services): Promise<number> {
  const { db, log, networks } = services;
  const due = await db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .innerJoin('projects', 'projects.id', 'social_accounts.project_id')
    .select(['social_accounts.id', 'social_accounts.username', 'platforms.name as platformName'])
    .select([
      sql<string>`((now() at time zone projects.time_zone)::date - 1)::text`.as('day'),
      sql<Date>`((now() at time zone projects.time_zone)::date - 1)::timestamp at time zone projects.time_zone`.as(
        'since',
      ),
      sql<Date>`(now() at time zone projects.time_zone)::date::timestamp at time zone projects.time_zone`.as(
        'until',
      ),
    ])
    .where('social_accounts.status', '=', 'ACTIVE')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('account_metrics_snapshots')
            .select(sql`1`.as('one'))
            .whereRef('account_metrics_snapshots.social_account_id', '=', 'social_accounts.id')
            .where(
              sql<boolean>`account_metrics_snapshots.day = (now() at time zone projects.time_zone)::date - 1`,
            ),
        ),
      ),
    )
    .execute();
  let recorded = 0;
  for (const account of due) {
    if (!hasMetrics(account.platformName)) continue;
    const provider = networks.providerFor(account.platformName);
    const access = await accountTokens(services, account.id);
    if (!provider || !access) continue;
    try {
      // The day first: a network without daily insights (X) is then not asked for its profile every hour.
      const day = await provider.fetchDayMetrics(access, {
        since: new Date(account.since),
        until: new Date(account.until),
      });
      const profile = await provider.fetchMetrics({ ...access, username: account.username });
      await recordSnapshot(db, account.id, {
        day: account.day,
        followers_count: profile.followers_count,
        reach: day.reach,
        engagement: day.engagement,
      });
      recorded += 1;
    } catch (error) {
      // No daily insights on this network: its accounts have no days to record, which is no failure to retry.
      if (error instanceof MetricsNotAvailableError) continue;
      log.warn({ err: error, accountId: account.id, day: account.day }, 'metrics snapshot failed');
    }
  }
  // `current_date` is the database's (UTC) day, up to one day ahead of a project's: one more day of slack keeps
  // every project's full retention whatever its zone.
  await db
    .deleteFrom('account_metrics_snapshots')
    .where(sql<boolean>`day < current_date - ${snapshotRetentionDays + 1}::integer`)
    .execute();
  return recorded;
}

/**
 * The background loop of the daily snapshots, beside the publishing scheduler wherever it runs (the worker
 * process, or the API unless `SCHEDULER_ENABLED=false`): hourly, so a day is recorded within the hour after it
 * ends in the project's time zone, and a network that did not answer is tried again.
 */
export function createMetricsSnapshotter(services: Services): PeriodicLoop {
  return createPeriodicLoop(
    async () => {
      const recorded = await recordDailySnapshots(services);
      if (recorded > 0) services.log.info({ recorded }, 'metrics: daily snapshots recorded');
    },
    snapshotIntervalMs,
    (error) => services.log.error({ err: error }, 'metrics: daily snapshots failed'),
  );
}
