import type { Schemas } from '@postify/sdk';
import { nextFreeSlot, type QueueSlot, queueSlotInstants, sortQueueSlots } from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** The account's slots in the order of the week. */
export async function slotsOf(db: Db, projectId: string, accountId: string) {
  const rows = await db
    .selectFrom('queue_slots')
    .select(['id', 'weekday', 'time'])
    .where('project_id', '=', projectId)
    .where('social_account_id', '=', accountId)
    .execute();
  return sortQueueSlots(rows);
}

/** A waiting publication of the account that holds a slot instant. */
interface Holder {
  id: number;
  post_id: number;
  scheduled_at: Date;
  caption: string;
}

/** The account's waiting publications (scheduled or being sent) in `[from, to)`. */
function holdersOf(db: Db, accountId: string, from: Date, to: Date): Promise<Holder[]> {
  return db
    .selectFrom('post_schedules')
    .innerJoin('posts', 'posts.id', 'post_schedules.post_id')
    .select(['post_schedules.id', 'post_schedules.post_id', 'post_schedules.scheduled_at', 'posts.caption'])
    .where('post_schedules.social_account_id', '=', accountId)
    .where('post_schedules.status', 'in', ['SCHEDULED', 'PUBLISHING'])
    .where('post_schedules.scheduled_at', '>=', from)
    .where('post_schedules.scheduled_at', '<', to)
    .execute();
}

/** Every slot instant of the accounts in `[from, to)`, each with the waiting publication holding it. */
export async function queueEntries(
  db: Db,
  projectId: string,
  accounts: readonly string[],
  window: { from: Date; to: Date },
  timeZone: string,
): Promise<Schemas['QueueEntry'][]> {
  const days = Math.ceil((window.to.getTime() - window.from.getTime()) / 86_400_000) + 1;
  const entries: Schemas['QueueEntry'][] = [];
  for (const accountId of accounts) {
    const slots = await slotsOf(db, projectId, accountId);
    if (slots.length === 0) continue;
    const held = new Map(
      (await holdersOf(db, accountId, window.from, window.to)).map((h) => [h.scheduled_at.getTime(), h]),
    );
    for (const at of queueSlotInstants(slots, window.from, timeZone, days)) {
      if (at.getTime() >= window.to.getTime()) break;
      const holder = held.get(at.getTime());
      entries.push({
        at: at.toISOString(),
        socialMediaAccountId: accountId,
        scheduleId: holder?.id ?? null,
        postId: holder?.post_id ?? null,
        caption: holder?.caption ?? null,
      });
    }
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** The accounts of the project that have slots. */
export async function accountsWithSlots(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('queue_slots')
    .select('social_account_id')
    .distinct()
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.social_account_id).sort();
}

/** Locks the accounts' rows so that two additions to one queue never compute the same free slot. */
export async function lockAccounts(db: Db, accountIds: readonly string[]) {
  const ids = [...accountIds].sort();
  for (const id of ids) await sql`select id from social_accounts where id = ${id} for update`.execute(db);
}

/**
 * The next free slot of the account after `after` (see `nextFreeSlot`), with the waiting publications of
 * the horizon read under the caller's lock.
 */
export async function freeSlotOf(
  db: Db,
  slots: readonly QueueSlot[],
  accountId: string,
  after: Date,
  timeZone: string,
  horizonDays: number,
): Promise<Date | null> {
  const until = new Date(after.getTime() + (horizonDays + 2) * 86_400_000);
  const taken = (await holdersOf(db, accountId, after, until)).map((holder) => holder.scheduled_at);
  return nextFreeSlot(slots, taken, after, timeZone, horizonDays);
}
