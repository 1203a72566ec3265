import type { Logger } from 'pino';
import type { BrowserTokens } from './api-keys/browser-tokens.js';
import type { LastUseRecorder } from './api-keys/keys.js';
import type { AllowedOriginsCache } from './api-keys/origins.js';
import type { AccessTokens } from './auth/access-tokens.js';
import type { AfterAnswer } from './auth/after-answer.js';
import type { ActiveSessions } from './auth/sessions.js';
import type { PaymentProvider, SandboxPayments } from './billing/payment-provider.js';
import type { StripePayments } from './billing/stripe.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { NetworkRegistry } from './networks/provider.js';
import type { TokenCipher } from './networks/token-crypto.js';
import type { PostReadCache } from './posts/read-cache.js';
import type { OperatorMetrics } from './telemetry/operator-metrics.js';

/** Counts a project's linked social accounts (`networks/accounts.ts` by default). */
export type AccountCounter = (db: Db, projectId: string) => Promise<number>;

/** Everything a handler may use, built once per server. */
export interface Services {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Whether an access token's session still stands, remembered for 2 seconds per instance. */
  sessions: ActiveSessions;
  /** Work started by a handler that the answer does not wait for (mail after forgot-password). */
  afterAnswer: AfterAnswer;
  payments: PaymentProvider;
  /** The sandbox provider's page helpers (signed portal links). */
  sandbox: SandboxPayments;
  /** The Stripe provider when `PAYMENTS=stripe` (then also `payments`), else null. */
  stripe: StripePayments | null;
  countProjectAccounts: AccountCounter;
  /** The social network providers: `networks.providerFor('Instagram')`. */
  networks: NetworkRegistry;
  /** Encrypts the networks' tokens at rest. */
  tokenCipher: TokenCipher;
  /** Set when the process begins shutting down, so `/health/ready` sends traffic elsewhere. */
  lifecycle: { shuttingDown: boolean };
  /** Signs and verifies the partners' 15-minute browser tokens. */
  browserTokens: BrowserTokens;
  /** Which projects allow a browser origin (CORS and the browser-token check), cached per origin. */
  allowedOrigins: AllowedOriginsCache;
  /** Writes the API keys' `last_used_at`, at most once a minute per key. */
  apiKeyUse: LastUseRecorder;
  /** Answers of `GET /posts` and `GET /posts/scheduled`, reused while their project's posts do not change. */
  postReads: PostReadCache;
  /** Request, publishing and queue metrics for operators (no-ops unless telemetry is enabled). */
  operatorMetrics: OperatorMetrics;
}
