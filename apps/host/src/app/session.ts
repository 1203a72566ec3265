import type { PostifyClient, Schemas } from '@postify/sdk';

/** The signed-in user as the session cookie keeps it, or null for a visitor. */
export function sessionUser(client: PostifyClient): Schemas['User'] | null {
  const session = client.tokenStore.get();
  if (!session) return null;
  const user = session.user as Partial<Schemas['User']> | null;
  return user && typeof user.name === 'string' ? (user as Schemas['User']) : null;
}

/** Ends the session on the server (best effort) and always locally, then reloads on /signin. */
export async function logout(client: PostifyClient, redirect: (path: string) => void): Promise<void> {
  const refreshToken = client.tokenStore.get()?.refreshToken;
  try {
    if (refreshToken) await client.POST('/auth/logout', { body: { refreshToken } });
  } catch {
    // The server may already consider the session gone; the local session is cleared regardless.
  } finally {
    client.tokenStore.clear();
    redirect('/signin');
  }
}
