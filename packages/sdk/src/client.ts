import createClient, { type Client, type FetchResponse, type Middleware } from 'openapi-fetch';
import { PostifyApiError } from './errors';
import { authMiddleware } from './middleware/auth';
import { envelopeMiddleware } from './middleware/envelope';
import { projectMiddleware } from './middleware/project';
import type { ProjectIdStore, TokenStore } from './session/stores';
import type { PostifyPaths } from './types';

export interface PostifyClientOptions {
  /** Where `/api/v1` lives, e.g. `https://api.postify.com.br/api/v1`. */
  baseUrl: string;
  /** Holds the session; the client reads the bearer from it and writes refreshed tokens back. */
  tokenStore: TokenStore;
  /** Holds the current project id sent as `X-Project-ID`; no header when absent. */
  projectIdStore?: ProjectIdStore;
  /** Called once when the session can no longer be refreshed: send the user to /signin. */
  onSessionEnd?: () => void;
  /** A custom fetch (tests, SSR, instrumentation). */
  fetch?: typeof globalThis.fetch;
  /** Extra middleware, run after the project header and before the bearer is added. */
  middleware?: Middleware[];
}

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
  const client = createClient<PostifyPaths>({ baseUrl, fetch: fetchFn, credentials: 'include' });
  client.use(envelopeMiddleware());
  if (options.projectIdStore) client.use(projectMiddleware(options.projectIdStore));
  for (const extra of options.middleware ?? []) client.use(extra);
  client.use(
    authMiddleware({
      baseUrl,
      tokenStore: options.tokenStore,
      onSessionEnd: options.onSessionEnd,
      fetch: (input, init) => fetchFn(input instanceof Request ? input : new Request(input, init)),
    }),
  );
  return Object.assign(client, {
    baseUrl,
    tokenStore: options.tokenStore,
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
