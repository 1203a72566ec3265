import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@postify/sdk/schemas';
import { defaultAccessTokenSeconds } from './auth/access-tokens.js';
import { productionRefusals, refusalMessage, stripeSecretsMissing } from './production-refusals.js';

/** Repository root, used for the default data folder and the OpenAPI file. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Server configuration, read once from the environment by `loadConfig`. */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; embedded PGlite in `dataDir/pglite` when absent. */
  databaseUrl: string | null;
  jwtSecret: string;
  /** How long an access token lives; the refresh token renews it. */
  accessTokenSeconds: number;
  /** The host web app, for links in e-mails and OAuth returns. */
  publicAppUrl: string;
  /** This API's own public origin, for sandbox checkout and billing portal links. */
  publicApiUrl: string;
  smtpUrl: string | null;
  /** Sender address of every e-mail. */
  mailFrom: string;
  /** Team mailbox that receives contact-form messages. */
  teamEmail: string;
  logLevel: string;
  /** `DEV_MAILBOX=1`: serves `GET /dev/mailbox` and logs e-mail bodies (codes, links); off unless asked for. */
  devMailbox: boolean;
  /** `SEED_DEMO=1`: `main.ts` creates the demo users (published password); off unless asked for. */
  seedDemo: boolean;
  specPath: string;
  /**
   * Whether the API and the worker apply pending migrations when they start (development and tests). Production
   * refuses to start on pending migrations instead: the `migrate` command applies them once, before any instance.
   */
  migrateOnStart: boolean;
  /** Largest accepted JSON body, in bytes. */
  bodyLimit: number;
  /** How long the HTTP server waits on a client before it closes the connection. */
  httpTimeouts: HttpTimeouts;
  /** Which proxies' `X-Forwarded-*` headers give the client's address and scheme (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  storage: StorageSettings;
  posts: PostSettings;
  scheduler: SchedulerSettings;
  /** Pause between two purges of expired rows, run beside the scheduler (`HOUSEKEEPING_INTERVAL_MS`). */
  housekeepingIntervalMs: number;
  mail: MailSettings;
  webhooks: WebhookSettings;
  payments: PaymentSettings;
  networks: NetworkSettings;
  ai: AiSettings | null;
}

/** A live network adapter's app credentials and endpoints (overridable so tests use a local fake). */
export interface NetworkCredentials {
  clientId: string;
  clientSecret: string;
  /** The network's authorization page. */
  authUrl: string;
  /** The network's API origin (Graph API, TikTok Open API, X API). */
  apiUrl: string;
  /** Where the token and revocation endpoints live, when apart from both (LinkedIn, Google). */
  oauthUrl?: string;
}

/** Social networks: token encryption, sandbox switches and, per network, live credentials when set. */
export interface NetworkSettings {
  /** `TOKEN_ENCRYPTION_KEY`; derived from the JWT secret when absent. */
  tokenEncryptionKey: string | null;
  /** `SANDBOX_PUBLISH_FAILURE`: makes every sandbox publication fail this way (to exercise retries). */
  sandboxPublishFailure: 'transient' | 'permanent' | null;
  /** How long fetched metrics are reused. */
  metricsTtlMs: number;
  instagram: NetworkCredentials | null;
  facebook: NetworkCredentials | null;
  tiktok: NetworkCredentials | null;
  x: NetworkCredentials | null;
  /**
   * AT Protocol OAuth: `clientId` is the URL of the client metadata document, `clientSecret` the client's
   * ES256 private key (JWK), `authUrl` the authorization server (Bluesky's entryway), `apiUrl` the PLC
   * directory that resolves an account's DID to its PDS.
   */
  bluesky: NetworkCredentials | null;
  linkedin: NetworkCredentials | null;
  threads: NetworkCredentials | null;
  youtube: NetworkCredentials | null;
}

/** An OpenAI-compatible chat completions endpoint for the smart calls. */
export interface AiSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * How long the HTTP server waits on a client, in milliseconds, so that slow or stalled clients cannot hold
 * connections and request buffers open indefinitely (Fastify's defaults wait forever).
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within it (`HTTP_REQUEST_TIMEOUT_MS`); 408 after. */
  requestMs: number;
  /** A connection that sends and receives nothing for this long is closed (`HTTP_CONNECTION_TIMEOUT_MS`). */
  connectionMs: number;
  /** An idle keep-alive connection is closed after it (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveMs: number;
}

/** Per-file limits of post media, in bytes (413 above them). */
export interface PostSettings {
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Memory each instance keeps the post reads' answers in (`posts/read-cache.ts`); 0 keeps none. */
  readCacheBytes: number;
}

/** The publishing worker: how often it looks for due occurrences and how it claims and retries them. */
export interface SchedulerSettings {
  /** Whether `main.ts` runs the worker inside the API process. */
  enabled: boolean;
  /** Pause between two ticks, in milliseconds. */
  intervalMs: number;
  /** Occurrences claimed per tick. */
  batchSize: number;
  /** How long a claim lasts; a crashed worker's occurrences are taken over after it. */
  leaseMs: number;
  /** Attempts before a transient failure becomes FAILED. */
  maxAttempts: number;
  /** First retry delay; doubled on each further attempt, capped at one hour. */
  retryBaseMs: number;
}

/** The mail queue's delivery: how often workers look for due messages and how they retry them. */
export interface MailSettings {
  /** Pause between two delivery ticks, in milliseconds. */
  intervalMs: number;
  /** Messages claimed per tick. */
  batchSize: number;
  /** How long a claim lasts; a crashed worker's messages are taken over after it. */
  leaseMs: number;
  /** Attempts before a message is given up (FAILED). */
  maxAttempts: number;
  /** First retry delay; doubled on each further attempt, capped at one hour. */
  retryBaseMs: number;
}

/** The webhook deliveries: how often workers look for due ones, how long an attempt waits, how they retry. */
export interface WebhookSettings {
  /** Pause between two delivery ticks, in milliseconds. */
  intervalMs: number;
  /** Deliveries claimed per tick. */
  batchSize: number;
  /** How long a claim lasts; a crashed worker's deliveries are taken over after it. */
  leaseMs: number;
  /** Attempts before a delivery is given up (FAILED); `LIMITS.webhookMaxAttempts` by default. */
  maxAttempts: number;
  /** First retry delay; doubled on each further attempt, capped at one hour. */
  retryBaseMs: number;
  /** How long one attempt waits for an answer; `LIMITS.webhookTimeoutMs` by default. */
  timeoutMs: number;
  /**
   * `WEBHOOK_ALLOW_LOCALHOST=1`: endpoints may be `localhost`, `127.0.0.1` or `[::1]`, plain `http://` too, so a
   * partner can receive webhooks on their own machine. Off unless asked for; production refuses it.
   */
  allowLocalHttp: boolean;
  /**
   * `WEBHOOK_ALLOWED_PRIVATE_HOSTS`: host names, addresses and CIDR ranges that endpoints may reach although
   * they are not public (a receiver inside the operator's network); every other private address is refused.
   */
  allowedPrivateHosts: string[];
}

/** The Stripe provider's keys, the API it calls and each plan's Prices. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** `STRIPE_API_URL`: another Stripe API origin (a local fake in tests, stripe-mock); Stripe's own when null. */
  apiUrl: string | null;
  /** Price ids by plan key (the plan's name in capitals, e.g. `PRO`) and period, from `STRIPE_PRICE_<PLAN>_<PERIOD>`. */
  prices: Record<string, Partial<Record<'MONTHLY' | 'YEARLY', string>>>;
}

/** Where subscriptions are paid: the offline sandbox (default) or Stripe. */
export interface PaymentSettings {
  provider: 'sandbox' | 'stripe';
  /** Set when `PAYMENTS=stripe` and both secrets are. */
  stripe: StripeSettings | null;
}

/** S3-compatible object storage, used instead of the local disk when all four required variables are set. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

/** Storage ('Meus Arquivos'): the driver and the per-file limit. */
export interface StorageSettings {
  /** S3-compatible storage when set; otherwise files live under `dataDir/storage`. */
  s3: S3Settings | null;
  /** Largest single file, in bytes (413 above it). */
  maxFileBytes: number;
  /** Upload links one user may hold unfinished at once (429 above it). */
  maxPendingUploads: number;
}

/**
 * Fastify's `trustProxy`: `false` trusts no proxy (the socket's address is the client), `true` every one, a
 * number that many hops, a list the proxies at those addresses, CIDR ranges or `loopback`, `linklocal`,
 * `uniquelocal`.
 */
export type TrustProxy = boolean | number | string[];

/** Per-account and per-IP limits of the sign-in, code and reset calls (hits per window), and of every route. */
export interface RateLimits {
  windowSeconds: number;
  loginPerAccount: number;
  loginPerIp: number;
  codePerAccount: number;
  codePerIp: number;
  resetPerAccount: number;
  resetPerIp: number;
  /** Sign-ups (argon2 work per call) per e-mail and per IP. */
  signUpPerAccount: number;
  signUpPerIp: number;
  /** Waiting list and contact form submissions per IP. */
  publicFormsPerIp: number;
  /** Requests per minute per IP on every route but health and the signed blob routes (`RATE_LIMIT_PER_MINUTE`). */
  requestsPerMinutePerIp: number;
  /**
   * Requests per minute per project API key, its browser tokens included (`RATE_LIMIT_PER_KEY_PER_MINUTE`):
   * a partner's traffic comes from many addresses (its users' browsers), so it is counted per key as well.
   */
  requestsPerMinutePerKey: number;
  /** How often each instance adds its in-memory counts of `requestsPerMinutePerIp` to the shared rows. */
  requestsFlushMs: number;
}

/** The default limits: generous for people, tight for scripts. */
export const defaultRateLimits: RateLimits = {
  windowSeconds: 15 * 60,
  loginPerAccount: 10,
  loginPerIp: 100,
  codePerAccount: 15,
  codePerIp: 100,
  resetPerAccount: 5,
  resetPerIp: 50,
  signUpPerAccount: 5,
  signUpPerIp: 20,
  publicFormsPerIp: 30,
  requestsPerMinutePerIp: 600,
  requestsPerMinutePerKey: 1200,
  requestsFlushMs: 1000,
};

const devSecretNotice = 'development-only secret: set JWT_SECRET';

/**
 * Reads the configuration from `env`. Only `development` (the default when unset) and `test` are
 * non-production; production refuses to start on any unsafe setting, listing them all at once.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === undefined || env.NODE_ENV === '' || env.NODE_ENV === 'development'
      ? 'development'
      : env.NODE_ENV === 'test'
        ? 'test'
        : 'production';
  const jwtSecret = env.JWT_SECRET ?? '';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a valid port: ${env.PORT}`);
  const host = env.HOST && env.HOST.length > 0 ? env.HOST : '127.0.0.1';
  const config: Config = {
    nodeEnv,
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.length > 0 ? env.DATABASE_URL : null,
    // Without a configured secret (development, tests) each process gets a random one: tokens do not
    // survive a restart, which is the safe failure.
    jwtSecret: jwtSecret.length > 0 ? jwtSecret : `${devSecretNotice}:${randomBytes(32).toString('hex')}`,
    accessTokenSeconds: positiveInteger(env, 'ACCESS_TOKEN_SECONDS', defaultAccessTokenSeconds),
    publicAppUrl: trimSlash(env.PUBLIC_APP_URL ?? 'http://localhost:5173'),
    publicApiUrl: trimSlash(env.PUBLIC_API_URL ?? `http://localhost:${port}`),
    smtpUrl: env.SMTP_URL && env.SMTP_URL.length > 0 ? env.SMTP_URL : null,
    mailFrom: env.MAIL_FROM ?? 'Postify <no-reply@postify.dev>',
    teamEmail: env.TEAM_EMAIL ?? 'contato@postify.dev',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    devMailbox: optIn(env, 'DEV_MAILBOX'),
    seedDemo: optIn(env, 'SEED_DEMO'),
    specPath: env.OPENAPI_PATH ?? defaultSpecPath(),
    migrateOnStart: nodeEnv !== 'production',
    bodyLimit: 1024 * 1024,
    httpTimeouts: {
      // Node's own default: room for a 100 MiB video over a slow uplink.
      requestMs: positiveInteger(env, 'HTTP_REQUEST_TIMEOUT_MS', 5 * 60_000),
      connectionMs: positiveInteger(env, 'HTTP_CONNECTION_TIMEOUT_MS', 2 * 60_000),
      // Longer than the usual load balancer's idle timeout (60 s), so the balancer closes first.
      keepAliveMs: positiveInteger(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 72_000),
    },
    trustProxy: loadTrustProxy(env.TRUST_PROXY),
    rateLimits: {
      ...defaultRateLimits,
      requestsPerMinutePerIp: positiveInteger(
        env,
        'RATE_LIMIT_PER_MINUTE',
        defaultRateLimits.requestsPerMinutePerIp,
      ),
      requestsPerMinutePerKey: positiveInteger(
        env,
        'RATE_LIMIT_PER_KEY_PER_MINUTE',
        defaultRateLimits.requestsPerMinutePerKey,
      ),
    },
    storage: loadStorageSettings(env),
    posts: {
      maxImageBytes: positiveInteger(env, 'POST_MAX_IMAGE_BYTES', 8 * 1024 ** 2),
      maxVideoBytes: positiveInteger(env, 'POST_MAX_VIDEO_BYTES', 100 * 1024 ** 2),
      readCacheBytes: positiveInteger(env, 'POST_READ_CACHE_MB', 32, 'allowed') * 1024 ** 2,
    },
    scheduler: {
      enabled: env.SCHEDULER_ENABLED !== 'false',
      intervalMs: positiveInteger(env, 'SCHEDULER_INTERVAL_MS', 5_000),
      batchSize: positiveInteger(env, 'SCHEDULER_BATCH_SIZE', 20),
      leaseMs: positiveInteger(env, 'SCHEDULER_LEASE_MS', 5 * 60_000),
      maxAttempts: positiveInteger(env, 'SCHEDULER_MAX_ATTEMPTS', 5),
      retryBaseMs: positiveInteger(env, 'SCHEDULER_RETRY_BASE_MS', 30_000),
    },
    housekeepingIntervalMs: positiveInteger(env, 'HOUSEKEEPING_INTERVAL_MS', 60 * 60_000),
    mail: {
      intervalMs: positiveInteger(env, 'MAIL_INTERVAL_MS', 1_000),
      batchSize: 20,
      leaseMs: positiveInteger(env, 'MAIL_LEASE_MS', 2 * 60_000),
      maxAttempts: positiveInteger(env, 'MAIL_MAX_ATTEMPTS', 8),
      retryBaseMs: positiveInteger(env, 'MAIL_RETRY_BASE_MS', 30_000),
    },
    webhooks: {
      intervalMs: positiveInteger(env, 'WEBHOOK_INTERVAL_MS', 1_000),
      batchSize: 20,
      leaseMs: positiveInteger(env, 'WEBHOOK_LEASE_MS', 2 * 60_000),
      maxAttempts: positiveInteger(env, 'WEBHOOK_MAX_ATTEMPTS', LIMITS.webhookMaxAttempts),
      retryBaseMs: positiveInteger(env, 'WEBHOOK_RETRY_BASE_MS', 30_000),
      timeoutMs: positiveInteger(env, 'WEBHOOK_TIMEOUT_MS', LIMITS.webhookTimeoutMs),
      allowLocalHttp: optIn(env, 'WEBHOOK_ALLOW_LOCALHOST'),
      allowedPrivateHosts: loadAllowedPrivateHosts(env.WEBHOOK_ALLOWED_PRIVATE_HOSTS),
    },
    networks: loadNetworkSettings(env),
    payments: loadPaymentSettings(env, nodeEnv),
    ai:
      env.AI_BASE_URL && env.AI_API_KEY
        ? {
            baseUrl: trimSlash(env.AI_BASE_URL),
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL ?? 'gpt-4o-mini',
          }
        : null,
  };
  const refusals = productionRefusals(config, env);
  if (refusals.length > 0) throw new Error(refusalMessage(env.NODE_ENV, refusals));
  return config;
}

/** The contract copied next to the build (`dist/openapi.yaml`), else the repository's own. */
function defaultSpecPath(): string {
  const besideBuild = fileURLToPath(new URL('./openapi.yaml', import.meta.url));
  return existsSync(besideBuild) ? besideBuild : resolve(repoRoot, 'openapi/openapi.yaml');
}

/** A development convenience switch: on only for `1` (or `true`); a typo is an error, never a silent "on". */
function optIn(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`${name} must be 1 (on) or 0 (off): ${raw}`);
}

/** Reads `TOKEN_ENCRYPTION_KEY`, `SANDBOX_PUBLISH_FAILURE`, `METRICS_TTL_MS` and each network's credentials. */
function loadNetworkSettings(env: NodeJS.ProcessEnv): NetworkSettings {
  const failure = env.SANDBOX_PUBLISH_FAILURE;
  if (failure && failure !== 'transient' && failure !== 'permanent')
    throw new Error(`SANDBOX_PUBLISH_FAILURE must be transient or permanent: ${failure}`);
  const credentials = (
    prefix: string,
    authUrl: string,
    apiUrl: string,
    oauthUrl?: string,
  ): NetworkCredentials | null => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return null;
    return {
      clientId,
      clientSecret,
      authUrl: env[`${prefix}_AUTH_URL`] ?? authUrl,
      apiUrl: trimSlash(env[`${prefix}_API_URL`] ?? apiUrl),
      ...(oauthUrl ? { oauthUrl: trimSlash(env[`${prefix}_OAUTH_URL`] ?? oauthUrl) } : {}),
    };
  };
  return {
    tokenEncryptionKey:
      env.TOKEN_ENCRYPTION_KEY && env.TOKEN_ENCRYPTION_KEY.length > 0 ? env.TOKEN_ENCRYPTION_KEY : null,
    sandboxPublishFailure: failure === 'transient' || failure === 'permanent' ? failure : null,
    metricsTtlMs: positiveInteger(env, 'METRICS_TTL_MS', 10 * 60_000),
    instagram: credentials(
      'INSTAGRAM',
      'https://www.facebook.com/v21.0/dialog/oauth',
      'https://graph.facebook.com/v21.0',
    ),
    facebook: credentials(
      'FACEBOOK',
      'https://www.facebook.com/v21.0/dialog/oauth',
      'https://graph.facebook.com/v21.0',
    ),
    tiktok: credentials('TIKTOK', 'https://www.tiktok.com/v2/auth/authorize/', 'https://open.tiktokapis.com'),
    x: credentials('X', 'https://x.com/i/oauth2/authorize', 'https://api.x.com'),
    bluesky: credentials('BLUESKY', 'https://bsky.social', 'https://plc.directory'),
    linkedin: credentials(
      'LINKEDIN',
      'https://www.linkedin.com/oauth/v2/authorization',
      'https://api.linkedin.com',
      'https://www.linkedin.com/oauth/v2',
    ),
    threads: credentials('THREADS', 'https://threads.net/oauth/authorize', 'https://graph.threads.net'),
    youtube: credentials(
      'YOUTUBE',
      'https://accounts.google.com/o/oauth2/v2/auth',
      'https://www.googleapis.com',
      'https://oauth2.googleapis.com',
    ),
  };
}

/**
 * `trustProxy` as Fastify takes it: a hop count becomes a function trusting the first `n` hops (Fastify 5
 * reads a bare number as trusting nothing).
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const length = Number(bits);
  return /^\d+$/.test(bits) && length <= (version === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset or `false` trusts nothing (a forged `X-Forwarded-For` changes nothing), `true`
 * every hop, a whole number that many hops, otherwise a comma-separated list of addresses and ranges.
 */
function loadTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyEntry(entry));
  if (invalid !== undefined)
    throw new Error(
      `TRUST_PROXY must be true, false, a number of hops or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal: ${raw}`,
    );
  return entries;
}

/**
 * Reads `WEBHOOK_ALLOWED_PRIVATE_HOSTS`: a comma-separated list of host names, addresses and CIDR ranges; an
 * entry it cannot read stops the start rather than allowing more, or less, than the operator meant.
 */
function loadAllowedPrivateHosts(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0);
  const hostName = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;
  const invalid = entries.find((entry) => !isProxyEntry(entry) && !hostName.test(entry));
  if (invalid !== undefined)
    throw new Error(
      `WEBHOOK_ALLOWED_PRIVATE_HOSTS must be a comma-separated list of host names, addresses and CIDR ranges: ${invalid}`,
    );
  return entries;
}

/**
 * Reads `PAYMENTS` (`sandbox` by default outside production, `stripe`), the Stripe secrets and
 * `STRIPE_PRICE_<PLAN>_<MONTHLY|YEARLY>`. Outside production a Stripe setup missing a secret is an error
 * here; production lists it with its other refusals.
 */
function loadPaymentSettings(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): PaymentSettings {
  const provider = env.PAYMENTS === undefined || env.PAYMENTS === '' ? 'sandbox' : env.PAYMENTS;
  if (provider !== 'sandbox' && provider !== 'stripe') {
    if (nodeEnv !== 'production') throw new Error(`PAYMENTS must be sandbox or stripe: ${provider}`);
    return { provider: 'sandbox', stripe: null };
  }
  if (provider === 'sandbox') return { provider, stripe: null };
  const missing = stripeSecretsMissing(env);
  if (missing && nodeEnv !== 'production') throw new Error(missing);
  const prices: StripeSettings['prices'] = {};
  for (const [name, value] of Object.entries(env)) {
    const match = /^STRIPE_PRICE_([A-Z0-9_]+)_(MONTHLY|YEARLY)$/.exec(name);
    if (!match?.[1] || !match[2] || !value) continue;
    prices[match[1]] = { ...prices[match[1]], [match[2]]: value };
  }
  return {
    provider,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL ? trimSlash(env.STRIPE_API_URL) : null,
            prices,
          }
        : null,
  };
}

/** A positive integer from the environment (or zero, when `zero` says what it means), `fallback` when unset. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, zero?: 'allowed'): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < (zero ? 0 : 1))
    throw new Error(`${name} is not a ${zero ? 'whole number' : 'positive integer'}: ${raw}`);
  return value;
}

/** Reads `S3_*`, `STORAGE_MAX_FILE_BYTES` (default 5 GiB) and `STORAGE_MAX_PENDING_UPLOADS` (default 20). */
function loadStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const maxFileBytes = Number(env.STORAGE_MAX_FILE_BYTES ?? 5 * 1024 ** 3);
  if (!Number.isSafeInteger(maxFileBytes) || maxFileBytes < 1)
    throw new Error(`STORAGE_MAX_FILE_BYTES is not a positive integer: ${env.STORAGE_MAX_FILE_BYTES}`);
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  const s3 =
    S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
      ? {
          endpoint: S3_ENDPOINT,
          bucket: S3_BUCKET,
          accessKeyId: S3_ACCESS_KEY_ID,
          secretAccessKey: S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION && env.S3_REGION.length > 0 ? env.S3_REGION : 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : null;
  return { s3, maxFileBytes, maxPendingUploads: positiveInteger(env, 'STORAGE_MAX_PENDING_UPLOADS', 20) };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
