import type { PostifyClient, Schemas } from '@postify/sdk';

/** The signed-in user as the session cookie keeps it, or null for a visitor. */
export function sessionUser(client: PostifyClient): Schemas['User'] | null {
  const session = client.tokenStore.get();
  if (!session) return null;
  const user = session.user as Partial<Schemas['User']> | null;
  return user && typeof user.name === 'string' ? (user as Schemas['User']) : null;
}
