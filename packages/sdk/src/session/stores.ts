/**
 * What a signed-in session keeps: the user and both tokens (the account spec's cookie payload). Without
 * `refreshToken` when the API keeps it in its HttpOnly cookie ({@link createHttpOnlyRefreshStore}).
 */
export interface AuthSession<User = unknown> {
  user: User;
  accessToken: string;
  refreshToken?: string;
}

/**
 * How the refresh token travels: `body` (the spec's JS-readable cookie keeps it, requests carry it) or
 * `cookie` (the API keeps it in an HttpOnly cookie scripts cannot read).
 */
export type RefreshTransport = 'body' | 'cookie';

/** Where the client reads and writes the session; swap it for any storage a host prefers. */
export interface TokenStore<User = unknown> {
  get(): AuthSession<User> | null;
  set(session: AuthSession<User>): void;
  clear(): void;
  /** How the refresh token travels; `body` when absent. */
  readonly refreshTransport?: RefreshTransport;
}

/** Where the client reads the current project id sent as `X-Project-ID`. */
export interface ProjectIdStore {
  get(): string | null;
  set(projectId: string): void;
  clear(): void;
}

/** Cookie that holds the session in the browser (account spec, section 9). */
export const AUTH_COOKIE_NAME = 'postify-auth-token';
/** Days the session cookie lives. */
export const AUTH_COOKIE_DAYS = 7;
/** localStorage key of the current project id (account spec, section 3). */
export const CURRENT_PROJECT_STORAGE_KEY = 'currentProjectId';

/** One value held in memory, read, replaced and cleared: the memory stores of the session and the project. */
function memoryCell<T>(initial: T | null) {
  let value = initial;
  return {
    get: () => value,
    set: (next: T | null) => {
      value = next;
    },
    clear: () => {
      value = null;
    },
  };
}

/** A session kept in memory only: for servers, tests and embeds that manage their own persistence. */
export function createMemoryTokenStore<User = unknown>(
  initial: AuthSession<User> | null = null,
): TokenStore<User> {
  return memoryCell(initial);
}

interface CookieJar {
  cookie: string;
}

/**
 * The session in the `postify-auth-token` cookie: JSON, path /, 7 days, SameSite=Lax, Secure on https.
 */
export function createCookieTokenStore<User = unknown>(
  options: { document?: CookieJar; secure?: boolean } = {},
): TokenStore<User> {
  const jar = (): CookieJar => {
    const target = options.document ?? globalThis.document;
    if (!target)
      throw new Error('createCookieTokenStore needs a document: pass `{ document }` outside a browser.');
    return target;
  };
  const secure = () => options.secure ?? globalThis.location?.protocol === 'https:';
  const write = (value: string, maxAgeSeconds: number) => {
    jar().cookie = [
      `${AUTH_COOKIE_NAME}=${value}`,
      'path=/',
      `max-age=${maxAgeSeconds}`,
      'SameSite=Lax',
      ...(secure() ? ['Secure'] : []),
    ].join('; ');
  };
  return {
    get() {
      const raw = jar()
        .cookie.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${AUTH_COOKIE_NAME}=`));
      if (!raw) return null;
      try {
        const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(AUTH_COOKIE_NAME.length + 1)));
        return isSession<User>(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    set(session) {
      write(encodeURIComponent(JSON.stringify(session)), AUTH_COOKIE_DAYS * 24 * 60 * 60);
    },
    clear() {
      write('', 0);
    },
  };
}

function isSession<User>(value: unknown): value is AuthSession<User> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    (v.refreshToken === undefined || typeof v.refreshToken === 'string') &&
    'user' in v
  );
}

/** The session without its refresh token. */
function withoutRefreshToken<User>({ user, accessToken }: AuthSession<User>): AuthSession<User> {
  return { user, accessToken };
}

/**
 * The opt-in HttpOnly mode: the API keeps the refresh token in an `HttpOnly; Secure; SameSite=Strict`
 * cookie, and this store keeps only the user and the access token (in `inner`, the spec's cookie by
 * default), so no script can read the refresh token. The client then asks for cookie mode on the auth calls
 * and refreshes with credentials and no body token. Needs the app and the API on the same site.
 */
export function createHttpOnlyRefreshStore<User = unknown>(
  inner: TokenStore<User> = createCookieTokenStore<User>(),
): TokenStore<User> {
  return {
    refreshTransport: 'cookie',
    get() {
      const session = inner.get();
      return session ? withoutRefreshToken(session) : null;
    },
    set(session) {
      inner.set(withoutRefreshToken(session));
    },
    clear: () => inner.clear(),
  };
}

/** The current project id in memory only. */
export function createMemoryProjectIdStore(initial: string | null = null): ProjectIdStore {
  return memoryCell(initial);
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The current project id in localStorage under `currentProjectId`, as the account spec keeps it. */
export function createLocalStorageProjectIdStore(storage?: KeyValueStorage): ProjectIdStore {
  const target = (): KeyValueStorage => {
    const s = storage ?? globalThis.localStorage;
    if (!s)
      throw new Error(
        'createLocalStorageProjectIdStore needs localStorage: pass a storage outside a browser.',
      );
    return s;
  };
  return {
    get: () => target().getItem(CURRENT_PROJECT_STORAGE_KEY),
    set: (id) => target().setItem(CURRENT_PROJECT_STORAGE_KEY, id),
    clear: () => target().removeItem(CURRENT_PROJECT_STORAGE_KEY),
  };
}
