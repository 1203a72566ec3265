import createClient, { type Client, type FetchResponse, type Middleware } from 'openapi-fetch';
import { PostifyApiError } from './errors.js';
import { authMiddleware } from './middleware/auth.js';
import { envelopeMiddleware } from './middleware/envelope.js';
import { apiKeyMiddleware, type BrowserTokenGrant, browserTokenMiddleware } from './middleware/partner.js';
import { projectMiddleware } from './middleware/project.js';
import { createMemoryTokenStore, type ProjectIdStore, type TokenStore } from './session/stores.js';
import type { PostifyPaths } from './types.js';

/** What every mode of the client takes. */
interface ClientBaseOptions {
  /** Where `/api/v1` lives, e.g. `https://api.postify.com.br/api/v1`. */
  baseUrl: string;
  /** Holds the current project id sent as `X-Project-ID`; no header when absent. */
  projectIdStore?: ProjectIdStore;
  /** A custom fetch (tests, SSR, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** Extra middleware, run after the project header and before the bearer is added. */
  middleware?: Middleware[];
}

/** A signed-in user's session (the console): bearer from the store, refreshed on 401. */
export interface SessionClientOptions extends ClientBaseOptions {
  /** Holds the session; the client reads the bearer from it and writes refreshed tokens back. */
  tokenStore: TokenStore;
  /** Called once when the session can no longer be refreshed: send the user to /signin. */
  onSessionEnd?: () => void;
}

/**
 * A partner's server with a project API key (`pk_…`): calls act on the key's project with its scopes, so
 * no `X-Project-ID` is needed. Refused in a browser — a key in a page is a key anyone can read; pages use
 * {@link BrowserTokenClientOptions}.
 */
export interface ApiKeyClientOptions extends ClientBaseOptions {
  apiKey: string;
}

/**
 * A partner's page with short-lived browser tokens: `browserToken` asks the partner's own server, which
 * exchanges its key (`POST /api-keys/exchange`) and answers `{ token, expiresAt }`; the client renews the
 * token before it expires and once on a 401.
 */
export interface BrowserTokenClientOptions extends ClientBaseOptions {
  browserToken: () => Promise<BrowserTokenGrant>;
}

/** The client's options: a user's session, a project API key (server) or browser tokens (partner page). */
export type PostifyClientOptions = SessionClientOptions | ApiKeyClientOptions | BrowserTokenClientOptions;

/** A typed Postify API client; every verb resolves with the unwrapped `data` or throws {@link PostifyApiError}. */
export type PostifyClient = Client<PostifyPaths> & {
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  readonly projectIdStore: ProjectIdStore | undefined;
};

/**
 * Creates the Postify API client: openapi-fetch with the envelope, project and auth middleware, in that
 * order (answers pass through them in reverse, so retries happen before envelopes are read).
 */
export function createPostifyClient(options: PostifyClientOptions): PostifyClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const session = 'tokenStore' in options;
  // Partners' bearers travel in `Authorization`; only the console's session may use the API's cookie.
  const client = createClient<PostifyPaths>({
    baseUrl,
    fetch: fetchFn,
    credentials: session ? 'include' : 'omit',
  });
  client.use(envelopeMiddleware());
  if (options.projectIdStore) client.use(projectMiddleware(options.projectIdStore));
  for (const extra of options.middleware ?? []) client.use(extra);
  const retryFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    fetchFn(input instanceof Request ? input : new Request(input, init));
  if ('tokenStore' in options) {
    client.use(
      authMiddleware({
        baseUrl,
        tokenStore: options.tokenStore,
        onSessionEnd: options.onSessionEnd,
        fetch: retryFetch,
      }),
    );
  } else if ('apiKey' in options) {
    if (typeof window !== 'undefined' && typeof document !== 'undefined')
      throw new Error(
        'createPostifyClient({ apiKey }) runs on your server only: in a browser, use { browserToken } with a token your server exchanged (POST /api-keys/exchange).',
      );
    client.use(apiKeyMiddleware(options.apiKey));
  } else {
    client.use(browserTokenMiddleware({ getToken: options.browserToken, fetch: retryFetch }));
  }
  return Object.assign(client, {
    baseUrl,
    // A partner has no user session: hooks see it signed out and leave account calls alone.
    tokenStore: 'tokenStore' in options ? options.tokenStore : createMemoryTokenStore(),
    projectIdStore: options.projectIdStore,
  });
}

/**
 * Resolves a client call to its payload: `const projects = await unwrap(client.GET('/projects'))`.
 * Failures already throw {@link PostifyApiError}; this only narrows the type.
 */
export async function unwrap<T extends Record<string | number, unknown>, O, M extends `${string}/${string}`>(
  call: Promise<FetchResponse<T, O, M>>,
): Promise<NonNullable<FetchResponse<T, O, M>['data']>> {
  const { data, response } = await call;
  if (data === undefined || data === null) {
    // 204s and `data: null` answers are legitimate: callers that expect nothing use the call directly.
    throw new PostifyApiError({ status: response.status, code: 'EMPTY_RESPONSE', message: null });
  }
  return data;
}
