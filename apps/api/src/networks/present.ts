import type { Schemas } from '@postify/sdk';
import type { Db } from '../db/database.js';

/** The icon URL of a network, served with the web app's static files. */
export function platformIcon(publicAppUrl: string, slug: string | null, name: string): string {
  const file = slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `${publicAppUrl}/static/networks/${file}.svg`;
}

/** The project's linked accounts as the contract's `SocialMediaAccount`, optionally only one. */
export async function projectAccounts(
  db: Db,
  projectId: string,
  accountId?: string,
): Promise<Schemas['SocialMediaAccount'][]> {
  let query = db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select([
      'social_accounts.id',
      'social_accounts.platform_id',
      'platforms.name as platform_name',
      'social_accounts.username',
      'social_accounts.profile_picture_url',
      'social_accounts.status',
      'social_accounts.created_at',
    ])
    .where('social_accounts.project_id', '=', projectId)
    .where('social_accounts.unlinked_at', 'is', null)
    .orderBy('social_accounts.created_at')
    .orderBy('social_accounts.id');
  if (accountId) query = query.where('social_accounts.id', '=', accountId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    platformId: row.platform_id,
    platformName: row.platform_name,
    username: row.username,
    userProfilePictureUrl: row.profile_picture_url,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}
