import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { claimWithLease, fromNow, releasedLease } from '../db/leases.js';
import type { FirstCommentOutcome } from '../networks/provider.js';

/** An occurrence claimed by one worker until its lease expires. */
export interface Claim {
  id: number;
  post_id: number;
  project_id: string;
  social_account_id: string;
  idempotency_key: string;
  attempts: number;
  /** The account's network (`Instagram`…), null when the account is gone; metrics are counted under it. */
  network: string | null;
}

/** What a worker still holding a claim reads before publishing: how far an earlier attempt got. */
export interface HeldClaim {
  publishProgress: string | null;
}

/**
 * Extends the lease of a claim `workerId` still holds and reads the adapter's saved progress; null when
 * the lease expired and another worker took the occurrence over (or it was settled), so it must not be
 * published. Run before each publish of a batch and while a publish takes long.
 */
export async function renewLease(
  db: Db,
  claim: Claim,
  workerId: string,
  leaseMs: number,
): Promise<HeldClaim | null> {
  const row = await db
    .updateTable('post_schedules')
    .set({ lease_expires_at: fromNow(leaseMs) })
    .where('id', '=', claim.id)
    .where('lease_owner', '=', workerId)
    .where('status', '=', 'PUBLISHING')
    .returning('publish_progress')
    .executeTakeFirst();
  return row ? { publishProgress: row.publish_progress } : null;
}

/**
 * Saves a network adapter's progress on a claim (`workerId` still holding it), before the next network
 * call, so a retry after a crash resumes from it. Answers false when the claim was lost.
 */
export async function recordProgress(
  db: Db,
  claim: Claim,
  workerId: string,
  progress: string,
): Promise<boolean> {
  const result = await db
    .updateTable('post_schedules')
    .set({ publish_progress: progress })
    .where('id', '=', claim.id)
    .where('lease_owner', '=', workerId)
    .where('status', '=', 'PUBLISHING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims up to `limit` due occurrences for `workerId`: waiting ones whose time has come, and ones whose
 * previous claim expired (a crashed worker); the lease fences a late worker out (see `settle`). An occurrence
 * of a post that awaits review is never taken, whatever route made it active: the claim is the backstop of
 * 'Exigir aprovação'.
 */
export function claimDue(db: Db, workerId: string, limit: number, leaseMs: number): Promise<Claim[]> {
  return claimWithLease<Claim>(
    db,
    {
      table: 'post_schedules',
      waiting: 'SCHEDULED',
      leased: 'PUBLISHING',
      only: sql`is_active and not exists (
        select 1 from posts p
        where p.id = post_schedules.post_id and p.review_status in ('IN_REVIEW', 'CHANGES_REQUESTED'))`,
      returning: sql`q.id, q.post_id, q.project_id, q.social_account_id, q.idempotency_key, q.attempts,
        (select p.name from social_accounts a join platforms p on p.id = a.platform_id
          where a.id = q.social_account_id) as network`,
    },
    { workerId, limit, leaseMs },
  );
}

/** How a claimed occurrence ended. */
export type Outcome =
  | { kind: 'posted'; networkPostId: string; firstComment?: FirstCommentOutcome }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'failed'; reason: string; error: string };

/**
 * Records the outcome of a claim, only while `workerId` still holds it: a worker whose lease expired and
 * was taken over changes nothing. Answers whether the record was made.
 */
export async function settle(db: Db, claim: Claim, workerId: string, outcome: Outcome): Promise<boolean> {
  const base = db
    .updateTable('post_schedules')
    .where((eb) => eb.and({ id: claim.id, lease_owner: workerId, status: 'PUBLISHING' }));
  const released = releasedLease();
  const query =
    outcome.kind === 'posted'
      ? base.set({
          ...released,
          status: 'POSTED',
          posted_at: sql<Date>`now()`,
          network_post_id: outcome.networkPostId,
          failure_reason: null,
          last_error: null,
          first_comment_status: outcome.firstComment?.status ?? null,
          first_comment_failure:
            outcome.firstComment?.status === 'FAILED' ? outcome.firstComment.reason : null,
        })
      : outcome.kind === 'retry'
        ? base.set({
            ...released,
            status: 'SCHEDULED',
            next_attempt_at: fromNow(outcome.delayMs),
            last_error: outcome.error,
          })
        : base.set({
            ...released,
            status: 'FAILED',
            failure_reason: outcome.reason,
            last_error: outcome.error,
          });
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Seconds since the oldest occurrence no worker holds became due — waiting ones, and ones whose claim
 * expired — or 0 when none waits: how far the workers are behind. Reads the two partial indexes the
 * claim uses, so it stays cheap on a large table.
 */
export async function schedulerLagSeconds(db: Db): Promise<number> {
  const { rows } = await sql<{ lag: number | string | null }>`
    select extract(epoch from now() - least(
      (select min(next_attempt_at) from post_schedules
        where is_active and status = 'SCHEDULED' and next_attempt_at <= now()),
      (select min(lease_expires_at) from post_schedules
        where is_active and status = 'PUBLISHING' and lease_expires_at <= now())
    ))::float8 as lag`.execute(db);
  return Math.max(0, Number(rows[0]?.lag ?? 0));
}
