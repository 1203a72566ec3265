import type { Db } from '../db/database.js';

/** Adds an e-mail to the waiting list; undefined when it is already on it. */
export function joinWaitingList(db: Db, entry: { name: string; email: string; howDiscovered: string }) {
  return db
    .insertInto('waiting_list')
    .values({ name: entry.name, email: entry.email, how_discovered: entry.howDiscovered })
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Keeps a contact-form message. */
export async function saveContactMessage(
  db: Db,
  message: { name: string; email: string; message: string },
): Promise<void> {
  await db.insertInto('contact_messages').values(message).execute();
}

/** The newest e-mails of the development mailbox, optionally only those sent to `to`. */
export function mailboxMessages(db: Db, limit: number, to?: string) {
  let query = db.selectFrom('mailbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (to !== undefined) query = query.where('to_address', '=', to);
  return query.execute();
}
