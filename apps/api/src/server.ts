import { readFileSync } from 'node:fs';
import type { MeterProvider } from '@opentelemetry/api';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import { createBrowserTokens } from './api-keys/browser-tokens.js';
import { createLastUseRecorder } from './api-keys/keys.js';
import { createAllowedOriginsCache } from './api-keys/origins.js';
import { createAccessTokens } from './auth/access-tokens.js';
import { createAfterAnswer } from './auth/after-answer.js';
import { authenticateBearer } from './auth/bearer.js';
import { createActiveSessions } from './auth/sessions.js';
import { createSandboxPayments } from './billing/payment-provider.js';
import { seedStripePrices, stripeFromSettings } from './billing/stripe.js';
import { installStripeWebhookBody } from './billing/webhook.js';
import { type Config, fastifyTrustProxy } from './config.js';
import { type Db, databaseTarget, migrate, openDatabase, pendingMigrations } from './db/database.js';
import { installCors } from './http/cors.js';
import { installErrorEnvelopes } from './http/envelope-errors.js';
import { installGlobalRateLimit } from './http/global-rate-limit.js';
import { installSecurityHeaders, requestIdOf } from './http/security-headers.js';
import { loggerOptions } from './logger-options.js';
import { createMailboxMailer, type Mailer } from './mail/mailer.js';
import { createQueuedMailer, waitingMailCount } from './mail/queue.js';
import { installNetworkIcons } from './networks/icons.js';
import type { NetworkRegistry } from './networks/provider.js';
import { createNetworkRegistry } from './networks/registry.js';
import { countLinkedAccounts } from './networks/store.js';
import { createTokenCipher } from './networks/token-crypto.js';
import { loadDocument, type OpenApiDocument } from './openapi/document.js';
import type { UntypedModule } from './openapi/operations.js';
import { installApiReference } from './openapi/reference.js';
import { type ContractViolation, registerOperations } from './openapi/router.js';
import { coreModules } from './operations.js';
import { installMultipart } from './posts/multipart.js';
import { createPostReadCache } from './posts/read-cache.js';
import { schedulerLagSeconds } from './scheduler/claims.js';
import { seedReferenceData } from './seed/reference.js';
import type { AccountCounter, Services } from './services.js';
import { installRawBodies } from './storage/raw-body.js';
import { createOperatorMetrics, installRequestMetrics } from './telemetry/operator-metrics.js';

/** Test and embedding hooks for `buildServer`; production uses the defaults. */
export interface BuildOptions {
  /** An already open database (tests pass a fresh one per file); closed with the server. */
  db?: Db;
  /** Replaces the mailer chosen from the configuration. */
  mailer?: Mailer;
  /** Parsed OpenAPI document; read from `config.specPath` when absent. */
  document?: OpenApiDocument;
  /** Extra handler modules, for operations a test adds to the document. */
  modules?: UntypedModule[];
  validateResponses?: boolean;
  countProjectAccounts?: AccountCounter;
  /** Replaces the network providers chosen from the configuration. */
  networks?: NetworkRegistry;
  /** Runs after migrations and reference data, before listening (the demo seed). */
  seed?: (services: Services) => Promise<void>;
  /** Where the log goes instead of standard output (tests read it). */
  logDestination?: DestinationStream;
  /** Where the operator metrics go instead of the global provider (tests read them from memory). */
  meterProvider?: MeterProvider;
}

/** A built server: the Fastify app, its services and the log of answers that broke the contract. */
export interface PostifyServer {
  app: FastifyInstance;
  services: Services;
  contractViolations: ContractViolation[];
  /** Listens on the configured host and port (0 = random); returns the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Thrown when production starts on a database the `migrate` command has not brought up to date. */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: readonly string[]) {
    super(
      `The database has ${pending.length} pending migration(s) (${pending.join(', ')}). Production does not migrate on start: run the migrate command first (node dist/migrate.js, or pnpm --filter @postify/api migrate), then start the API and the workers.`,
    );
    this.name = 'PendingMigrationsError';
  }
}

async function refusePendingMigrations(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return;
  await db.destroy();
  throw new PendingMigrationsError(pending);
}

/** Builds the API server for `config`: database migrated, reference data seeded, routes from the spec. */
export async function buildServer(config: Config, options: BuildOptions = {}): Promise<PostifyServer> {
  const log = options.logDestination
    ? pino(loggerOptions(config.logLevel), options.logDestination)
    : pino(loggerOptions(config.logLevel));
  const db = options.db ?? openDatabase(databaseTarget(config));
  if (config.migrateOnStart) await migrate(db);
  else await refusePendingMigrations(db);
  await seedReferenceData(db);

  const sandbox = createSandboxPayments(config.publicApiUrl, config.jwtSecret);
  // The sandbox stays the default: Stripe only with PAYMENTS=stripe and its secrets.
  const stripe = stripeFromSettings(db, config.payments, config);
  if (config.payments.stripe) await seedStripePrices(db, config.payments.stripe);
  const services: Services = {
    config,
    db,
    log,
    // With SMTP, mail waits in the queue for a worker (`mail/delivery.ts`); the mailbox is written at once.
    mailer:
      options.mailer ??
      (config.smtpUrl ? createQueuedMailer(db) : createMailboxMailer(db, log, config.devMailbox)),
    accessTokens: createAccessTokens(config.jwtSecret, undefined, config.accessTokenSeconds),
    sessions: createActiveSessions(db),
    afterAnswer: createAfterAnswer(log),
    payments: stripe ?? sandbox,
    sandbox,
    stripe,
    countProjectAccounts: options.countProjectAccounts ?? countLinkedAccounts,
    networks: options.networks ?? createNetworkRegistry(config, db),
    tokenCipher: createTokenCipher(config.networks.tokenEncryptionKey, config.jwtSecret),
    lifecycle: { shuttingDown: false },
    operatorMetrics: createOperatorMetrics(options.meterProvider),
    browserTokens: createBrowserTokens(config.jwtSecret),
    allowedOrigins: createAllowedOriginsCache(db),
    apiKeyUse: createLastUseRecorder(db),
    postReads: createPostReadCache(db, config.posts.readCacheBytes),
  };
  // Every instance reports the lag, read from the shared database, so it still grows when every worker is down.
  const stopObservingLag = services.operatorMetrics.observeSchedulerLag(() => schedulerLagSeconds(db));
  const stopObservingMail = services.operatorMetrics.observeMailQueueDepth(() => waitingMailCount(db));
  if (config.nodeEnv === 'production' && !config.smtpUrl && !options.mailer) {
    log.warn(
      'SMTP_URL is not set: e-mails are only stored in the database mailbox, which production does not expose',
    );
  }
  await options.seed?.(services);

  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.httpTimeouts.requestMs,
    connectionTimeout: config.httpTimeouts.connectionMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    // The caller's X-Request-ID is kept only when it is safe to log and echo (`requestIdOf`).
    requestIdHeader: false,
    genReqId: requestIdOf,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    stopObservingLag();
    stopObservingMail();
    await services.afterAnswer.drain();
    await db.destroy();
  });
  await installSecurityHeaders(app, config);
  installErrorEnvelopes(app);
  await installCors(app, config.publicAppUrl, services.allowedOrigins);
  const requestCounter = installGlobalRateLimit(app, db, log as FastifyBaseLogger, {
    perMinute: config.rateLimits.requestsPerMinutePerIp,
    flushMs: config.rateLimits.requestsFlushMs,
  });
  installRequestMetrics(app, services.operatorMetrics);
  // The storage blob uploads stream their bodies (any media type) to disk themselves.
  installRawBodies(app);
  // Stripe signs the webhook's exact bytes.
  installStripeWebhookBody(app);
  // The post calls take multipart forms (media files and indexed schedule fields).
  await installMultipart(app);
  // The sandbox pages post HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const document = options.document ?? loadDocument(config.specPath);
  const modules = [...coreModules(version), ...(options.modules ?? [])];
  const contractViolations = registerOperations(app, document, modules, services, {
    prefix: '/api/v1',
    validateResponses: options.validateResponses ?? false,
    authenticate: async (request) => {
      const user = await authenticateBearer(services, request);
      const partner = user?.partner;
      if (partner) {
        // A partner's traffic comes from its users' many addresses: it has a budget per key as well.
        requestCounter.count(`all:key:${partner.keyId}`, config.rateLimits.requestsPerMinutePerKey);
        const recordUse = services.apiKeyUse.due(partner.keyId);
        if (recordUse) services.afterAnswer.run('recording an API key use', recordUse);
      }
      return user;
    },
  });
  await installApiReference(app, document);
  // The icons `displayIcon` points at (`GET /platforms/user`), outside the `/api/v1` prefix as the contract says.
  installNetworkIcons(app);

  return {
    app,
    services,
    contractViolations,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      return `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    },
    close: () => app.close(),
  };
}
