import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { createPeriodicLoop } from '../scheduler/periodic.js';
import type { Services } from '../services.js';
import { purgeStaleUploads } from '../storage/uploads.js';

/** Rows deleted per table in one batch: short transactions, no long locks. */
export const housekeepingBatchSize = 500;
/** Dev-mailbox messages are kept this long. */
export const mailboxRetentionMs = 7 * 24 * 60 * 60_000;
/** Rate-limit windows older than this are over for every limit (the longest window is minutes). */
export const rateLimitRetentionMs = 24 * 60 * 60_000;
/** Webhook events (and their delivery log) are kept this long once none of their deliveries waits. */
export const webhookRetentionMs = 30 * 24 * 60 * 60_000;
/** The advisory lock one housekeeper holds per batch, so several instances never purge side by side. */
const lockKey = 7_050_301;

/** The tables purged here; stale uploads follow the storage part's own rule. */
const tableKinds = [
  'signInCodes',
  'refreshTokens',
  'onboardingTokens',
  'oauthStates',
  'sandboxOauthCodes',
  'metricsCache',
  'rateLimits',
  'mailbox',
  'webhookEvents',
] as const;

/** What can be purged, each past its own end of life. */
export type PurgeKind = (typeof tableKinds)[number] | 'staleUploads';

/** Rows removed by one run, per kind; `busy` when another instance held the lock and this one stood aside. */
export type HousekeepingResult = Record<PurgeKind, number> & { busy: boolean };

/** A table's rows past their end of life, by primary key. */
interface TablePurge {
  table: string;
  key: string;
  expired: () => RawBuilder<boolean>;
}

const expiresBeforeNow = () => sql<boolean>`expires_at < now()`;

const tablePurges: Record<(typeof tableKinds)[number], TablePurge> = {
  // Expired codes can no longer be used; the newest code of a user (resend pacing) is always younger.
  signInCodes: { table: 'one_time_codes', key: 'id', expired: expiresBeforeNow },
  // A session (family) goes once every token of it is past its lifetime: its rows date the sign-in that
  // bounds the session, and a spent token presented again must still revoke a live family.
  refreshTokens: {
    table: 'refresh_tokens',
    key: 'id',
    expired: () => sql<boolean>`expires_at < now() and not exists (
      select 1 from refresh_tokens as live
      where live.family_id = refresh_tokens.family_id and live.expires_at >= now())`,
  },
  onboardingTokens: { table: 'onboarding_tokens', key: 'id', expired: expiresBeforeNow },
  oauthStates: { table: 'oauth_states', key: 'id', expired: expiresBeforeNow },
  sandboxOauthCodes: { table: 'sandbox_oauth_codes', key: 'code_hash', expired: expiresBeforeNow },
  metricsCache: { table: 'account_metrics_cache', key: 'social_account_id', expired: expiresBeforeNow },
  rateLimits: {
    table: 'rate_limits',
    key: 'key',
    expired: () =>
      sql<boolean>`window_started_at < now() - ${rateLimitRetentionMs} * interval '1 millisecond'`,
  },
  mailbox: {
    table: 'mailbox',
    key: 'id',
    expired: () => sql<boolean>`created_at < now() - ${mailboxRetentionMs} * interval '1 millisecond'`,
  },
  // Their deliveries go with them (cascade); an event still being delivered or retried stays.
  webhookEvents: {
    table: 'webhook_events',
    key: 'id',
    expired: () => sql<boolean>`created_at < now() - ${webhookRetentionMs} * interval '1 millisecond'
      and not exists (select 1 from webhook_deliveries d
        where d.event_id = webhook_events.id and d.status in ('PENDING', 'SENDING'))`,
  },
};

const noneRemoved = (): Record<PurgeKind, number> => ({
  signInCodes: 0,
  refreshTokens: 0,
  onboardingTokens: 0,
  oauthStates: 0,
  sandboxOauthCodes: 0,
  metricsCache: 0,
  rateLimits: 0,
  mailbox: 0,
  webhookEvents: 0,
  staleUploads: 0,
});

/** Deletes up to `limit` rows of one table past their end of life; rows another transaction holds are skipped. */
async function purgeBatch(db: Db, purge: TablePurge, limit: number): Promise<number> {
  const table = sql.table(purge.table);
  const key = sql.ref(purge.key);
  const result = await sql`
    delete from ${table} where ${key} in (
      select ${key} from ${table} where ${purge.expired()} limit ${limit} for update skip locked
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * One batch of every kind, in one transaction under the housekeeping advisory lock; null when another
 * instance holds it.
 */
async function purgeRound(services: Services, limit: number): Promise<Record<PurgeKind, number> | null> {
  return services.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_xact_lock(${lockKey}) as locked`.execute(trx);
    if (!rows[0]?.locked) return null;
    const counts = noneRemoved();
    counts.staleUploads = await purgeStaleUploads(services, limit, trx);
    for (const kind of tableKinds) counts[kind] = await purgeBatch(trx, tablePurges[kind], limit);
    return counts;
  });
}

/** Options of `createHousekeeper`. */
export interface HousekeeperOptions {
  /** Pause between two runs (`HOUSEKEEPING_INTERVAL_MS`). */
  intervalMs: number;
  /** Rows per table and batch; `housekeepingBatchSize` by default. */
  batchSize?: number;
}

/** The periodic purge: `runOnce`, or `start` a loop that runs every `intervalMs` until `stop`. */
export interface Housekeeper {
  /** Purges in batches until every kind is done; stands aside when another instance is purging. */
  runOnce(): Promise<HousekeepingResult>;
  start(): void;
  /** Stops the loop and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Creates the housekeeper of the scheduler process: removes expired sign-in codes, refresh tokens,
 * onboarding tokens, OAuth states and sandbox codes, expired metrics, finished rate-limit windows, old
 * dev-mailbox messages, webhook events delivered or given up over 30 days ago and stale uploads (through the storage part's rule), in bounded batches. Several
 * instances may run against one PostgreSQL: an advisory lock lets one purge at a time.
 */
export function createHousekeeper(services: Services, options: HousekeeperOptions): Housekeeper {
  const limit = options.batchSize ?? housekeepingBatchSize;

  async function runOnce(): Promise<HousekeepingResult> {
    const total: HousekeepingResult = { ...noneRemoved(), busy: false };
    for (;;) {
      const round = await purgeRound(services, limit);
      if (!round) return { ...total, busy: true };
      let full = false;
      for (const kind of [...tableKinds, 'staleUploads'] as const) {
        total[kind] += round[kind];
        if (round[kind] >= limit) full = true;
      }
      // A full batch may have left more behind: go on until every kind is done.
      if (!full) return total;
    }
  }

  const loop = createPeriodicLoop(
    async () => services.log.debug(await runOnce(), 'housekeeping: expired rows purged'),
    options.intervalMs,
    (error) => services.log.error({ err: error }, 'housekeeping failed'),
  );

  return { runOnce, start: loop.start, stop: loop.stop };
}
