import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';

/** A work queue whose rows workers claim under a lease: the mail queue, the publishing schedule, webhooks. */
export interface LeasedQueue {
  table: 'mail_queue' | 'post_schedules' | 'webhook_deliveries';
  /** The status of rows waiting for their `next_attempt_at`. */
  waiting: string;
  /** The status of rows a worker holds until `lease_expires_at`. */
  leased: string;
  /** A condition every claimable row meets besides its status (e.g. an active occurrence). */
  only?: RawBuilder<unknown>;
  /** The columns a claim answers, of the claimed row `q`. */
  returning: RawBuilder<unknown>;
}

/**
 * Claims up to `limit` rows of `queue` for `workerId`: waiting ones whose time has come and ones whose
 * previous lease expired (a crashed worker), each attempt counted. Row locks with SKIP LOCKED let concurrent
 * workers on PostgreSQL take disjoint sets; the lease fences a late worker out. The statuses are inlined as
 * literals so the partial indexes on them serve the query.
 */
export async function claimWithLease<T>(
  db: Db,
  queue: LeasedQueue,
  claim: { workerId: string; limit: number; leaseMs: number },
): Promise<T[]> {
  const waiting = sql.lit(queue.waiting);
  const leased = sql.lit(queue.leased);
  const result = await sql<T>`
    with due as materialized (
      select id from ${sql.table(queue.table)}
      where ${queue.only ?? sql`true`}
        and ((status = ${waiting} and next_attempt_at <= now())
          or (status = ${leased} and lease_expires_at <= now()))
      order by next_attempt_at, id
      limit ${claim.limit}
      for update skip locked
    )
    update ${sql.table(queue.table)} as q
    set status = ${leased},
        lease_owner = ${claim.workerId},
        lease_expires_at = ${fromNow(claim.leaseMs)},
        attempts = q.attempts + 1,
        updated_at = now()
    from due
    where q.id = due.id
    returning ${queue.returning}`.execute(db);
  return result.rows;
}

/** `ms` milliseconds from now on the database clock: when a lease expires, when a retry is due. */
export function fromNow(ms: number) {
  return sql<Date>`now() + ${ms} * interval '1 millisecond'`;
}

/** The columns a settled claim clears: no worker holds it any more. */
export function releasedLease() {
  return { lease_owner: null, lease_expires_at: null, updated_at: new Date() };
}
