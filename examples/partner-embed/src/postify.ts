import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
} from '@postify/sdk';

/**
 * Acme's backend signs its users in to Postify and hands the page a session; here it arrives in
 * sessionStorage under this key. Postify's own cookie store is deliberately not used: the partner owns
 * where its tokens live.
 */
export const SESSION_KEY = 'acme.postify-session';

function readSession(): AuthSession | null {
  const raw = sessionStorage.getItem(SESSION_KEY);
  return raw ? (JSON.parse(raw) as AuthSession) : null;
}

export const session = readSession();

export const postify = createPostifyClient({
  baseUrl: `${location.origin}/api/v1`,
  tokenStore: createMemoryTokenStore(session),
  projectIdStore: createMemoryProjectIdStore(),
  onSessionEnd: () => {
    sessionStorage.removeItem(SESSION_KEY);
    location.reload();
  },
});
