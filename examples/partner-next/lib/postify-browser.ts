import {
  type AuthSession,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
  createPostifyClient,
} from '@postify/sdk';

/**
 * The SDK client of Acme's browser code, on the session the server handed over. It calls `/api/v1` on
 * Acme's own origin (next.config.mjs rewrites it to the Postify API) and keeps the tokens in memory.
 */
export function postifyInBrowser(session: AuthSession) {
  return createPostifyClient({
    baseUrl: `${window.location.origin}/api/v1`,
    tokenStore: createMemoryTokenStore(session),
    projectIdStore: createMemoryProjectIdStore(),
    onSessionEnd: () => window.location.reload(),
  });
}
