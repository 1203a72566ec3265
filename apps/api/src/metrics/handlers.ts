import type { Schemas } from '@postify/sdk';
import { hasMetrics } from '@postify/sdk/rules';
import { ApiError, notFound } from '../http/errors.js';
import { networkMessages } from '../messages.js';
import { MetricsNotAvailableError, type NetworkMetrics } from '../networks/provider.js';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject } from '../projects/access.js';

const metricsNotAvailable = () =>
  new ApiError(422, 'METRICS_NOT_AVAILABLE', networkMessages.metricsNotAvailable);

/** `GET /metrics?accountID=`: an Instagram account's profile metrics, cached in the database for a short TTL. */
export const metricsOperations: OperationModule = {
  getAccountMetrics: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db, networks, tokenCipher, config } = ctx.services;
      const accountId = ctx.query.accountID;
      const account = await db
        .selectFrom('social_accounts')
        .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
        .select([
          'social_accounts.id',
          'social_accounts.username',
          'social_accounts.network_user_id',
          'social_accounts.access_token_encrypted',
          'social_accounts.refresh_token_encrypted',
          'social_accounts.token_expires_at',
          'platforms.name as platform_name',
        ])
        .where('social_accounts.id', '=', accountId)
        .where('social_accounts.project_id', '=', access.projectId)
        .where('social_accounts.unlinked_at', 'is', null)
        .executeTakeFirst();
      if (!account) throw notFound(networkMessages.accountNotFound);
      if (!hasMetrics(account.platform_name)) throw metricsNotAvailable();

      const now = new Date();
      const cached = await db
        .selectFrom('account_metrics_cache')
        .select(['payload', 'fetched_at'])
        .where('social_account_id', '=', account.id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (cached) return present(account.id, cached.payload as NetworkMetrics, cached.fetched_at);

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
      const payload = JSON.stringify(metrics);
      const expiresAt = new Date(now.getTime() + config.networks.metricsTtlMs);
      await db
        .insertInto('account_metrics_cache')
        .values({ social_account_id: account.id, payload, fetched_at: now, expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict
            .column('social_account_id')
            .doUpdateSet({ payload, fetched_at: now, expires_at: expiresAt }),
        )
        .execute();
      return present(account.id, metrics, now);
    },
  },
};

function present(accountId: string, metrics: NetworkMetrics, fetchedAt: Date): Schemas['AccountMetrics'] {
  return {
    accountId,
    username: metrics.username,
    name: metrics.name,
    profile_picture_url: metrics.profile_picture_url,
    followers_count: metrics.followers_count,
    follows_count: metrics.follows_count,
    media_count: metrics.media_count,
    biography: metrics.biography,
    fetchedAt: fetchedAt.toISOString(),
  };
}
