import type { Middleware } from 'openapi-fetch';

/** A browser token as `POST /api-keys/exchange` answers it (the partner's server passes it on). */
export interface BrowserTokenGrant {
  token: string;
  /** ISO-8601; the token is refused from then on. */
  expiresAt: string;
}

/** Sends a project API key (`pk_…`) as the bearer of every call: for the partner's server only. */
export function apiKeyMiddleware(apiKey: string): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
}

/** A token is renewed this long before it expires, so a call never leaves with one about to lapse. */
const renewMarginMs = 30_000;

/**
 * Sends a browser token as the bearer, asking the partner's own server for one (`getToken`, which
 * exchanges the key there) when there is none or it is about to expire — one request for all concurrent
 * calls — and, when the API still answers 401 (the token was refused: revoked key, clock skew), once more
 * with a fresh token before giving the 401 to the caller.
 */
export function browserTokenMiddleware(options: {
  getToken: () => Promise<BrowserTokenGrant>;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}): Middleware {
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  let current: { token: string; expiresAt: number } | null = null;
  let asking: Promise<string> | null = null;
  const copies = new Map<string, { copy: Request; sentWith: string }>();

  const fresh = (): Promise<string> => {
    asking ??= options
      .getToken()
      .then((grant) => {
        current = { token: grant.token, expiresAt: Date.parse(grant.expiresAt) };
        return grant.token;
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };
  const valid = () =>
    current && current.expiresAt - renewMarginMs > now() ? Promise.resolve(current.token) : fresh();

  return {
    async onRequest({ request, id }) {
      const token = await valid();
      request.headers.set('Authorization', `Bearer ${token}`);
      copies.set(id, { copy: request.clone(), sentWith: token });
      return request;
    },
    async onResponse({ response, id }) {
      const entry = copies.get(id);
      copies.delete(id);
      if (response.status !== 401 || !entry) return response;
      // Another call may have renewed it meanwhile; else this one asks.
      const token = current && current.token !== entry.sentWith ? current.token : await fresh();
      const retry = entry.copy.clone();
      retry.headers.set('Authorization', `Bearer ${token}`);
      return fetchFn(retry);
    },
  };
}
