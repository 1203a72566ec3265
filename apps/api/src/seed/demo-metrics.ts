import { resolveNetwork } from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Services } from '../services.js';
import type { DemoIds } from './demo.js';

/** Days of history the demo accounts start with: the dashboard chart's default window. */
const demoHistoryDays = 30;

/** The day `offset` days before `day` ('YYYY-MM-DD'), counted on the calendar (no time zone involved). */
function daysBefore(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

/**
 * Thirty days of metrics for the demo projects' accounts with metrics (Instagram), ending yesterday in
 * the project's time zone, so the dashboard shows a chart on the first visit instead of waiting a month
 * for the worker's daily snapshots. Followers grow steadily; reach and engagement rise on weekends, as a
 * shop's do. An account that already has snapshots is left alone, so a second run changes nothing.
 */
export async function seedDemoMetrics(services: Services, ids: DemoIds): Promise<void> {
  const { db } = services;
  const accounts = await db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .innerJoin('projects', 'projects.id', 'social_accounts.project_id')
    .select(['social_accounts.id', 'platforms.name as platformName'])
    .select(sql<string>`((now() at time zone projects.time_zone)::date - 1)::text`.as('yesterday'))
    .where('social_accounts.project_id', 'in', [ids.ownProjectId, ids.sharedProjectId])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('account_metrics_snapshots')
            .select(sql`1`.as('one'))
            .whereRef('account_metrics_snapshots.social_account_id', '=', 'social_accounts.id'),
        ),
      ),
    )
    .execute();
  for (const [index, account] of accounts.entries()) {
    // Days only where the network reports them (Instagram's insights): X and Bluesky give counts, not days,
    // and the daily snapshots record none for them either.
    if (resolveNetwork(account.platformName) !== 'instagram') continue;
    const base = 4_200 + index * 1_700;
    const rows = Array.from({ length: demoHistoryDays }, (_, i) => {
      const age = demoHistoryDays - 1 - i;
      const day = daysBefore(account.yesterday, age);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weekend = weekday === 0 || weekday === 6 ? 1.6 : 1;
      // A fixed wobble per day (no randomness: the seed must give the same numbers on every machine).
      const wobble = ((i * 37) % 11) / 10;
      return {
        social_account_id: account.id,
        day,
        followers_count: base + i * 18 + Math.round(wobble * 9),
        reach: Math.round((900 + i * 25 + wobble * 400) * weekend),
        engagement: Math.round((70 + i * 2 + wobble * 40) * weekend),
      };
    });
    await db
      .insertInto('account_metrics_snapshots')
      .values(rows)
      .onConflict((c) => c.doNothing())
      .execute();
  }
}
