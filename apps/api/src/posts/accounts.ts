import type { Db } from '../db/database.js';
import { linkedAccounts } from '../networks/store.js';

/** A social account as the posts part reads it. */
export interface ProjectAccount {
  id: string;
  platformName: string;
  username: string;
  status: string;
}

/** The linked accounts among `ids` that belong to `projectId` (others, unlinked and unknown ids are left out). */
export async function projectAccounts(
  db: Db,
  projectId: string,
  ids: readonly string[],
): Promise<ProjectAccount[]> {
  if (ids.length === 0) return [];
  return linkedAccounts(db, projectId)
    .select([
      'social_accounts.id as id',
      'platforms.name as platformName',
      'social_accounts.username as username',
      'social_accounts.status as status',
    ])
    .where('social_accounts.id', 'in', [...new Set(ids)])
    .execute();
}
