import type { Schemas } from '@postify/sdk';
import type { createUser, TestServer } from './server.js';

type User = Awaited<ReturnType<typeof createUser>>;

/** The platform row of `name` (linkable since 0021_more_networks). */
export async function linkablePlatform(t: TestServer, name: string): Promise<number> {
  const row = await t.db
    .selectFrom('platforms')
    .select('id')
    .where('name', '=', name)
    .where('is_allowed_to_link', '=', true)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Starts linking `platformId` through the API: the authorization URL and its state. */
export async function startLinking(t: TestServer, user: User, platformId: number) {
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
  platformId: number,
  state: string,
  code: string,
) {
  return t.call<Schemas['SocialMediaAccount']>('POST', '/social-media-account', {
    token: user.token,
    body: { code, state, platformId, userId: user.user.id },
  });
}
