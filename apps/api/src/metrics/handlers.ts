import { hasMetrics } from '@postify/sdk/rules';
import { ApiError, notFound } from '../http/errors.js';
import { networkMessages } from '../messages.js';
import { MetricsNotAvailableError, type NetworkMetrics } from '../networks/provider.js';
import { findLinkedAccount } from '../networks/store.js';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject } from '../projects/access.js';
import { presentMetrics, presentMetricsHistory } from './present.js';
import { cacheMetrics, freshMetrics, snapshotsSince } from './store.js';

/** The contract's default of `days`. */
const historyDefaultDays = 30;

const metricsNotAvailable = () =>
  new ApiError(422, 'METRICS_NOT_AVAILABLE', networkMessages.metricsNotAvailable);

/**
 * `GET /metrics?accountID=`: an Instagram account's profile metrics, cached in the database for a short TTL;
 * `GET /metrics/history`: its daily snapshots, recorded by the worker.
 */
export const metricsOperations: OperationModule = {
  getAccountMetrics: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db, networks, tokenCipher, config } = ctx.services;
      const account = await findLinkedAccount(db, access.projectId, ctx.query.accountID);
      if (!account) throw notFound(networkMessages.accountNotFound);
      if (!hasMetrics(account.platform_name)) throw metricsNotAvailable();

      const now = new Date();
      const cached = await freshMetrics(db, account.id, now);
      if (cached) return presentMetrics(account.id, cached.metrics, cached.fetchedAt);

      const provider = networks.providerFor(account.platform_name);
      if (!provider) throw metricsNotAvailable();
      if (provider.mode === 'live' && !account.access_token_encrypted)
        throw new ApiError(422, 'ACCOUNT_NEEDS_RELINK', networkMessages.accountNeedsRelink);
      let metrics: NetworkMetrics;
      try {
        metrics = await provider.fetchMetrics({
          networkUserId: account.network_user_id ?? account.id,
          username: account.username,
          tokens: {
            accessToken: account.access_token_encrypted
              ? tokenCipher.decrypt(account.access_token_encrypted)
              : '',
            refreshToken: account.refresh_token_encrypted
              ? tokenCipher.decrypt(account.refresh_token_encrypted)
              : null,
            expiresAt: account.token_expires_at,
          },
        });
      } catch (error) {
        if (error instanceof MetricsNotAvailableError) throw metricsNotAvailable();
        // The network's own failure is not ours: say so in pt-BR, and keep the details in the log.
        ctx.services.log.warn({ err: error, accountId: account.id }, 'metrics fetch failed');
        throw new ApiError(502, 'NETWORK_UNAVAILABLE', networkMessages.networkUnavailable);
      }
      await cacheMetrics(
        db,
        account.id,
        metrics,
        now,
        new Date(now.getTime() + config.networks.metricsTtlMs),
      );
      return presentMetrics(account.id, metrics, now);
    },
  },
  getAccountMetricsHistory: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db } = ctx.services;
      const account = await findLinkedAccount(db, access.projectId, ctx.query.accountID);
      if (!account) throw notFound(networkMessages.accountNotFound);
      if (!hasMetrics(account.platform_name)) throw metricsNotAvailable();
      const project = await db
        .selectFrom('projects')
        .select('time_zone')
        .where('id', '=', access.projectId)
        .executeTakeFirstOrThrow();
      const days = ctx.query.days ?? historyDefaultDays;
      const points = await snapshotsSince(db, account.id, project.time_zone, days);
      return presentMetricsHistory(account.id, days, project.time_zone, points);
    },
  },
};
