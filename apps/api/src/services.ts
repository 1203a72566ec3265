import type { Logger } from 'pino';
import type { AccessTokens } from './auth/access-tokens.js';
import type { PaymentProvider, SandboxPayments } from './billing/payment-provider.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';

/** Counts a project's linked social accounts; the publishing part (issue 5) provides the real one. */
export type AccountCounter = (db: Db, projectId: string) => Promise<number>;

/** Everything a handler may use, built once per server. */
export interface Services {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  accessTokens: AccessTokens;
  payments: PaymentProvider;
  /** The sandbox provider's page helpers (signed portal links). */
  sandbox: SandboxPayments;
  countProjectAccounts: AccountCounter;
}
