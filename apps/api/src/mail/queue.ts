import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { claimWithLease, fromNow, releasedLease } from '../db/leases.js';
import { type Mailer, type MailMessage, storedMessage } from './mailer.js';

/** A queued message claimed by one worker until its lease expires. */
export interface MailClaim extends MailMessage {
  id: number;
  attempts: number;
}

/**
 * The mailer handlers use when SMTP is configured: it only writes the message to `mail_queue` (in the
 * caller's transaction when it passes one); a worker delivers it later, so a request never waits for, or
 * fails with, the mail server.
 */
export function createQueuedMailer(db: Db): Mailer {
  return {
    async send(message, executor = db) {
      await executor.insertInto('mail_queue').values(storedMessage(message)).execute();
    },
  };
}

/**
 * Claims up to `limit` messages for `workerId`: pending ones whose time has come and ones whose previous
 * claim expired (a crashed worker), as the publishing scheduler's claims do.
 */
export function claimMail(db: Db, workerId: string, limit: number, leaseMs: number): Promise<MailClaim[]> {
  return claimWithLease<MailClaim>(
    db,
    {
      table: 'mail_queue',
      waiting: 'PENDING',
      leased: 'SENDING',
      returning: sql`q.id, q.to_address as "to", q.subject, q.text_body as text, q.html_body as html, q.attempts`,
    },
    { workerId, limit, leaseMs },
  );
}

/** How one delivery attempt ended. */
export type MailOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; delayMs: number; error: string }
  | { kind: 'failed'; error: string };

/**
 * Records an attempt's outcome while `workerId` still holds the claim. A sent or abandoned message keeps
 * its recipient and subject only: the codes and links in its body do not stay in the database.
 */
export async function settleMail(
  db: Db,
  claim: MailClaim,
  workerId: string,
  outcome: MailOutcome,
): Promise<boolean> {
  const base = db
    .updateTable('mail_queue')
    .where((eb) => eb.and({ id: claim.id, lease_owner: workerId, status: 'SENDING' }));
  const released = releasedLease();
  const erased = { text_body: '', html_body: '' };
  const query =
    outcome.kind === 'sent'
      ? base.set({ ...released, ...erased, status: 'SENT', sent_at: new Date(), last_error: null })
      : outcome.kind === 'retry'
        ? base.set({
            ...released,
            status: 'PENDING',
            next_attempt_at: fromNow(outcome.delayMs),
            last_error: outcome.error,
          })
        : base.set({ ...released, ...erased, status: 'FAILED', last_error: outcome.error });
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** E-mails waiting to be sent, being sent or due for a retry: the queue's depth operators watch. */
export async function waitingMailCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['PENDING', 'SENDING'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
