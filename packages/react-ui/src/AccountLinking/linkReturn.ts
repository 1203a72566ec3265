/** What the settings route found in its query after the network's authorization page sent the user back. */
export type LinkReturn =
  | { kind: 'callback'; code: string; state: string }
  | { kind: 'denied'; error: string }
  | { kind: 'invalid' };

/**
 * Reads an authorization return from the query: `error` means the user (or the network) refused;
 * `code` and `state` together are a callback to complete; anything partial is invalid. Returns null
 * when the query holds none of them (a normal visit).
 */
export function linkReturnFromQuery(params: URLSearchParams): LinkReturn | null {
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  if (error) return { kind: 'denied', error };
  if (code === null && state === null) return null;
  if (!code || !state) return { kind: 'invalid' };
  return { kind: 'callback', code, state };
}

/** The query without the authorization return's values, to clean the address after handling it. */
export function withoutLinkReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['code', 'state', 'error', 'error_description', 'error_reason', 'scope'])
    next.delete(key);
  return next;
}

/** The outcome shown above the cards once a return has been handled. */
export type LinkOutcome =
  | { status: 'pending' }
  | { status: 'success'; platformName?: string }
  | { status: 'denied' }
  | { status: 'invalid' }
  | { status: 'failed'; reason: string };
