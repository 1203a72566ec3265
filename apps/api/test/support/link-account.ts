import type { Schemas } from '@postify/sdk';
import type { createUser, TestServer } from './server.js';

type User = Awaited<ReturnType<typeof createUser>>;

/**
 * The platform row of `name`, made linkable: until 0021_more_networks (another branch) lands, LinkedIn,
 * Threads and YouTube rows are still 'coming soon' in a fresh database.
 */
export async function linkablePlatform(t: TestServer, name: string): Promise<string> {
  const row = await t.db
    .updateTable('platforms')
    .set({ is_allowed_to_link: true })
    .where('name', '=', name)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Starts linking `platformId` through the API: the authorization URL and its state. */
export async function startLinking(t: TestServer, user: User, platformId: string) {
  const start = await t.call<Schemas['AuthorizationStart']>('POST', '/social-media-account/authorize', {
    token: user.token,
    body: { platformId },
  });
  if (start.status !== 200) throw new Error(`authorize answered ${start.status}`);
  return start.body.data;
}

/** Finishes linking with the code the network's page returned, as the console does. */
export async function finishLinking(
  t: TestServer,
  user: User,
  platformId: string,
  state: string,
  code: string,
) {
  return t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
    token: user.token,
    body: { code, state, platformId, userId: user.user.id },
  });
}
