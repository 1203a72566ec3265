import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** How many social accounts a project has linked (what the plan's `maxAccountsPerProject` caps). */
export async function countLinkedAccounts(db: Db, projectId: string): Promise<number> {
  const { count } = await db
    .selectFrom('social_accounts')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('project_id', '=', projectId)
    .where('unlinked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return count;
}
