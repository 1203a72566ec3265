import type { Schemas } from '@postify/sdk';
import type { Db } from '../db/database.js';
import { networkIconsPath } from './icons.js';
import type { NetworkRegistry } from './provider.js';
import { linkedAccountRows } from './store.js';

/** The icon URL of a network, served by this API (`networks/icons.ts`) at its public origin. */
export function platformIcon(publicApiUrl: string, slug: string | null, name: string): string {
  const file = slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return `${publicApiUrl}${networkIconsPath}${file}.svg`;
}

/** The project's linked accounts as the contract's `SocialMediaAccount`, optionally only one. */
export async function projectAccounts(
  db: Db,
  projectId: string,
  accountId?: string,
): Promise<Schemas['SocialMediaAccount'][]> {
  const rows = await linkedAccountRows(db, projectId, accountId);
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

/** A platform as the contract's `Platform`: linkable only when a provider serves it, with the project's accounts. */
export function presentPlatform(
  platform: { id: number; name: string; slug: string | null; is_allowed_to_link: boolean },
  accounts: Schemas['SocialMediaAccount'][],
  context: { publicApiUrl: string; networks: NetworkRegistry },
): Schemas['Platform'] {
  return {
    id: platform.id,
    name: platform.name,
    displayIcon: platformIcon(context.publicApiUrl, platform.slug, platform.name),
    isAllowedToLink: platform.is_allowed_to_link && context.networks.providerFor(platform.name) !== null,
    socialMediaAccounts: accounts.filter((account) => account.platformId === platform.id),
  };
}
