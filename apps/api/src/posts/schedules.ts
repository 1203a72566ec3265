import { awaitsReview, type OccurrenceAction, occurrenceRefusal } from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OccurrenceStatus, SocialAccountStatus } from '../db/schema.js';
import { postMessages } from '../messages.js';
import { lockPost } from './store.js';

/** One occurrence of a post, addressed the way the API names it. */
export interface OccurrenceTarget {
  projectId: string;
  postId: number;
  scheduleId: number;
}

/** What became of a retry or a cancel: done, no such occurrence, or refused with a pt-BR reason. */
export type OccurrenceChange = { kind: 'done' } | { kind: 'missing' } | { kind: 'refused'; reason: string };

/**
 * Runs `change` on one occurrence in a transaction that holds the post's row and the occurrence's row:
 * an edit of the post waits, and a scheduler worker skips the locked occurrence (SKIP LOCKED), so the
 * state `occurrenceRefusal` judged is still the state `change` writes over.
 */
function changeOccurrence(
  db: Db,
  target: OccurrenceTarget,
  action: Exclude<OccurrenceAction, 'reconnect'>,
  change: (tx: Db) => Promise<void>,
): Promise<OccurrenceChange> {
  return db.transaction().execute(async (tx): Promise<OccurrenceChange> => {
    const post = await lockPost(tx, target.projectId, target.postId);
    if (!post) return { kind: 'missing' };
    const { rows } = await sql<{ status: OccurrenceStatus; account_status: SocialAccountStatus }>`
      select s.status, a.status as account_status
      from post_schedules s join social_accounts a on a.id = s.social_account_id
      where s.id = ${target.scheduleId} and s.post_id = ${target.postId} and s.project_id = ${target.projectId}
      for update of s`.execute(tx);
    const row = rows[0];
    if (!row) return { kind: 'missing' };
    const reason =
      occurrenceRefusal({ status: row.status, socialMediaAccount: { status: row.account_status } }, action) ??
      // A retry publishes the post as it is now, which an edit may have sent back to review.
      (action === 'retry' && awaitsReview(post.review_status) ? postMessages.retryAwaitsReview : null);
    if (reason) return { kind: 'refused', reason };
    await change(tx);
    // Retrying or cancelling an occurrence is an edit of the post: lists sorted by `updatedAt` see it.
    await tx.updateTable('posts').set({ updated_at: new Date() }).where('id', '=', target.postId).execute();
    return { kind: 'done' };
  });
}

/**
 * Puts a failed occurrence back in the queue, due now, its attempts counted again from zero. Its
 * idempotency key and saved network progress stay: a network that did get the earlier attempt is not
 * posted to twice.
 */
export function retryOccurrence(db: Db, target: OccurrenceTarget): Promise<OccurrenceChange> {
  return changeOccurrence(db, target, 'retry', async (tx) => {
    await tx
      .updateTable('post_schedules')
      .set({
        status: 'SCHEDULED',
        next_attempt_at: sql<Date>`now()`,
        attempts: 0,
        failure_reason: null,
        last_error: null,
        updated_at: new Date(),
      })
      .where('id', '=', target.scheduleId)
      .execute();
  });
}

/** Removes a waiting occurrence; the post, its media and its other occurrences stay. */
export function cancelOccurrence(db: Db, target: OccurrenceTarget): Promise<OccurrenceChange> {
  return changeOccurrence(db, target, 'cancel', async (tx) => {
    await tx.deleteFrom('post_schedules').where('id', '=', target.scheduleId).execute();
  });
}
