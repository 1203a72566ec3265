// Acme's server-side access to Postify: the only file that knows Acme's Postify credential. Server
// components import it; nothing here reaches the browser except what `browserSession()` hands over.
import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
  type PostifyClient,
} from '@postify/sdk';
import { cookies } from 'next/headers';

/** Where the Postify API answers Acme's server (the browser goes through the `/api/v1` rewrite). */
const apiUrl = process.env.POSTIFY_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Acme's sign-in stored its user's Postify session in this httpOnly cookie (Acme signed in to Postify with
 * the user's e-mail, password and e-mailed code, as examples/partner-embed does).
 */
export const SESSION_COOKIE = 'acme.postify-session';

/** The Postify session of the signed-in Acme user, or null. */
export async function browserSession(): Promise<AuthSession | null> {
  const raw = (await cookies()).get(SESSION_COOKIE)?.value;
  return raw ? (JSON.parse(raw) as AuthSession) : null;
}

/** An SDK client for Acme's server, on that session. */
export function postifyOnServer(session: AuthSession): PostifyClient {
  return createPostifyClient({
    baseUrl: `${apiUrl}/api/v1`,
    tokenStore: createMemoryTokenStore(session),
    projectIdStore: createMemoryProjectIdStore(),
  });
}
