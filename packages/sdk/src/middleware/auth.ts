import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from '../session/stores.js';

/** Most retries of one request after a 401 (account spec, section 9). */
export const MAX_REFRESH_RETRIES = 2;

/** URLs never retried after a 401: a wrong password or code must surface, and refresh must not loop. */
const NEVER_RETRIED = ['login', 'reset', 'auth/refresh'];

/** The header by which the client asks the API to keep the refresh token in its HttpOnly cookie. */
export const REFRESH_TRANSPORT_HEADER = 'X-Refresh-Token-Transport';

export interface AuthMiddlewareOptions {
  /** Same base URL as the client: the refresh call goes to `${baseUrl}/auth/refresh`. */
  baseUrl: string;
  tokenStore: TokenStore;
  /** Called once when the session ends: no refresh token, a failed refresh, or retries exhausted. */
  onSessionEnd?: () => void;
  fetch?: typeof globalThis.fetch;
  maxRetries?: number;
}

interface RefreshAnswer {
  token: string;
  refreshToken?: string;
}

/**
 * Adds the bearer token to every call but the refresh, and answers a 401 by refreshing the session once
 * for all concurrent requests, then retrying each (at most twice) before ending the session.
 */
export function authMiddleware(options: AuthMiddlewareOptions): Middleware {
  const { tokenStore, maxRetries = MAX_REFRESH_RETRIES } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const authUrl = `${options.baseUrl.replace(/\/+$/, '')}/auth/`;
  const refreshUrl = `${authUrl}refresh`;
  // In cookie mode the refresh token lives in the API's HttpOnly cookie, never in this process.
  const cookieMode = tokenStore.refreshTransport === 'cookie';
  // Bodies are streams: keep an unread copy of each retriable request until its answer arrives.
  const pending = new Map<string, { copy: Request; sentWith: string | null }>();
  let refreshing: Promise<string | null> | null = null;
  let sessionEnded = false;

  const endSession = () => {
    if (sessionEnded) return;
    sessionEnded = true;
    tokenStore.clear();
    options.onSessionEnd?.();
  };

  // Single flight: every 401 that arrives while a refresh runs waits for that same refresh.
  const refresh = (): Promise<string | null> => {
    refreshing ??= (async () => {
      const session = tokenStore.get();
      if (!session || (!cookieMode && !session.refreshToken)) return null;
      try {
        const response = await fetchFn(refreshUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(cookieMode ? { [REFRESH_TRANSPORT_HEADER]: 'cookie' } : {}),
          },
          ...(cookieMode
            ? { credentials: 'include', body: '{}' }
            : { body: JSON.stringify({ refreshToken: session.refreshToken }) }),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { status?: string; data?: RefreshAnswer } | null;
        const answer = body?.data;
        if (body?.status !== 'success' || !answer?.token || (!cookieMode && !answer.refreshToken))
          return null;
        tokenStore.set({ ...session, accessToken: answer.token, refreshToken: answer.refreshToken });
        return answer.token;
      } catch {
        return null;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const withBearer = (request: Request, token: string | null) => {
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    else request.headers.delete('Authorization');
    return request;
  };

  return {
    onRequest({ request, id }) {
      const isRefresh = request.url.startsWith(refreshUrl);
      const token = isRefresh ? null : (tokenStore.get()?.accessToken ?? null);
      if (token) sessionEnded = false;
      withBearer(request, token);
      if (cookieMode && request.url.startsWith(authUrl))
        request.headers.set(REFRESH_TRANSPORT_HEADER, 'cookie');
      if (!NEVER_RETRIED.some((part) => request.url.includes(part))) {
        pending.set(id, { copy: request.clone(), sentWith: token });
      }
      return request;
    },
    async onResponse({ response, id }) {
      const entry = pending.get(id);
      pending.delete(id);
      if (response.status !== 401 || !entry) return response;

      let answer = response;
      let sentWith = entry.sentWith;
      for (let attempt = 0; attempt < maxRetries && answer.status === 401; attempt++) {
        const current = tokenStore.get()?.accessToken ?? null;
        // Another request already refreshed since this one left: retry with the new token, no refresh.
        const token = current && current !== sentWith ? current : await refresh();
        if (!token) {
          endSession();
          return answer;
        }
        sentWith = token;
        answer = await fetchFn(withBearer(entry.copy.clone(), token));
      }
      if (answer.status === 401) endSession();
      return answer;
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
