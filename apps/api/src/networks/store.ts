import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { recordAccountDisconnected } from '../webhooks/events.js';

/**
 * The project's linked accounts joined with their platform. An unlinked account keeps its row only for
 * the posted history that names it: it is out of every listing, count and call.
 */
export function linkedAccounts(db: Db, projectId: string) {
  return db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .where('social_accounts.project_id', '=', projectId)
    .where('social_accounts.unlinked_at', 'is', null);
}

/** How many social accounts a project has linked (what the plan's `maxAccountsPerProject` caps). */
export async function countLinkedAccounts(db: Db, projectId: string): Promise<number> {
  const { count } = await linkedAccounts(db, projectId)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** Every platform, in the order the settings screen lists them. */
export function listPlatforms(db: Db) {
  return db.selectFrom('platforms').selectAll().orderBy('position').orderBy('id').execute();
}

/** A platform row by id, or undefined. */
export function findPlatform(db: Db, platformId: number) {
  return db.selectFrom('platforms').selectAll().where('id', '=', platformId).executeTakeFirst();
}

/** The project's linked accounts with their platform's name, oldest first (optionally only one). */
export function linkedAccountRows(db: Db, projectId: string, accountId?: string) {
  let query = linkedAccounts(db, projectId)
    .select([
      'social_accounts.id',
      'social_accounts.platform_id',
      'platforms.name as platform_name',
      'social_accounts.username',
      'social_accounts.profile_picture_url',
      'social_accounts.status',
      'social_accounts.created_at',
    ])
    .orderBy('social_accounts.created_at')
    .orderBy('social_accounts.id');
  if (accountId) query = query.where('social_accounts.id', '=', accountId);
  return query.execute();
}

/** One linked account of the project with its sealed tokens, for calls to its network; undefined when absent. */
export function findLinkedAccount(db: Db, projectId: string, accountId: string) {
  return linkedAccounts(db, projectId)
    .select([
      'social_accounts.id',
      'social_accounts.username',
      'social_accounts.network_user_id',
      'social_accounts.access_token_encrypted',
      'social_accounts.refresh_token_encrypted',
      'social_accounts.token_expires_at',
      'platforms.name as platform_name',
    ])
    .where('social_accounts.id', '=', accountId)
    .executeTakeFirst();
}

/** The network's fresh grant (sealed) and profile of an account being linked. */
export interface LinkedGrant {
  access_token_encrypted: string;
  refresh_token_encrypted: string | null;
  token_expires_at: Date | null;
  username: string;
  profile_picture_url: string | null;
}

/**
 * Links the network user `networkUserId` to the project, reusing its row when it was linked before (an
 * unlinked row comes back); answers the account's id. `beforeNew` runs first when the link takes a new
 * place in the project (a new row or an unlinked one), so the plan's cap can refuse it.
 */
export async function saveLinkedAccount(
  db: Db,
  link: { projectId: string; platformId: number; networkUserId: string; linkedBy: string },
  grant: LinkedGrant,
  beforeNew: () => Promise<void>,
): Promise<string> {
  const values = {
    ...grant,
    status: 'ACTIVE' as const,
    linked_by: link.linkedBy,
    unlinked_at: null,
    updated_at: new Date(),
  };
  const existing = await db
    .selectFrom('social_accounts')
    .select(['id', 'unlinked_at'])
    .where('project_id', '=', link.projectId)
    .where('platform_id', '=', link.platformId)
    .where('network_user_id', '=', link.networkUserId)
    .executeTakeFirst();
  if (existing?.unlinked_at || !existing) await beforeNew();
  const saved = existing
    ? await db
        .updateTable('social_accounts')
        .set(values)
        .where('id', '=', existing.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('social_accounts')
        .values({
          ...values,
          project_id: link.projectId,
          platform_id: link.platformId,
          network_user_id: link.networkUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
  return saved.id;
}

/**
 * Unlinks an account in one transaction: its waiting occurrences go; with posted history the row stays
 * (history keeps naming it) without tokens and out of every listing, otherwise it is deleted.
 */
export function unlinkAccount(db: Db, account: { id: string; projectId: string }): Promise<void> {
  const accountId = account.id;
  return db.transaction().execute(async (trx) => {
    // Recorded first, while the row still names the account.
    await recordAccountDisconnected(trx, account, 'REMOVED');
    await trx
      .deleteFrom('post_schedules')
      .where('social_account_id', '=', accountId)
      .where('posted_at', 'is', null)
      .execute();
    // Its queue goes with it: linking it again starts without slots.
    await trx.deleteFrom('queue_slots').where('social_account_id', '=', accountId).execute();
    const history = await trx
      .selectFrom('post_schedules')
      .select('id')
      .where('social_account_id', '=', accountId)
      .limit(1)
      .executeTakeFirst();
    if (history)
      await trx
        .updateTable('social_accounts')
        .set({
          status: 'REVOKED',
          access_token_encrypted: null,
          refresh_token_encrypted: null,
          token_expires_at: null,
          unlinked_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', accountId)
        .execute();
    else await trx.deleteFrom('social_accounts').where('id', '=', accountId).execute();
  });
}
