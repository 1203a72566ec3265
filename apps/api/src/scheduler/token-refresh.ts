import { sql } from 'kysely';
import { inTransaction } from '../db/database.js';
import type { Services } from '../services.js';
import { recordAccountDisconnected } from '../webhooks/events.js';
import { accountTokens } from './network-publisher.js';

/** Tokens expiring within this window are refreshed ahead of the publications that need them. */
export const refreshAheadMs = 15 * 60_000;

/**
 * Refreshes the network tokens of active accounts that expire soon. Each account is claimed first (its
 * `updated_at` compared and bumped in one statement), so two workers never spend one refresh token twice.
 * A refusal of an already expired token marks the account EXPIRED: it must be linked again, and its
 * occurrences fail with that reason instead of retrying.
 */
export async function refreshExpiringTokens(services: Services): Promise<number> {
  const { db, log, tokenCipher } = services;
  const due = await db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select(['social_accounts.id', 'platforms.name as platformName'])
    // As text: a JavaScript Date would drop the microseconds the comparison below needs.
    .select(sql<string>`social_accounts.updated_at::text`.as('stamp'))
    .where('social_accounts.status', '=', 'ACTIVE')
    .where('social_accounts.refresh_token_encrypted', 'is not', null)
    .where('social_accounts.token_expires_at', '<', new Date(Date.now() + refreshAheadMs))
    .execute();
  let refreshed = 0;
  for (const account of due) {
    const provider = services.networks.providerFor(account.platformName);
    if (!provider) continue;
    const claimed = await db
      .updateTable('social_accounts')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', account.id)
      .where(sql<string>`updated_at::text`, '=', account.stamp)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    const current = await accountTokens(services, account.id);
    if (!current) continue;
    try {
      const tokens = await provider.refreshToken(current.tokens);
      await db
        .updateTable('social_accounts')
        .set({
          access_token_encrypted: tokenCipher.encrypt(tokens.accessToken),
          refresh_token_encrypted: tokens.refreshToken
            ? tokenCipher.encrypt(tokens.refreshToken)
            : (current.tokens.refreshToken && tokenCipher.encrypt(current.tokens.refreshToken)) || null,
          token_expires_at: tokens.expiresAt,
          updated_at: new Date(),
        })
        .where('id', '=', account.id)
        .execute();
      refreshed += 1;
    } catch (error) {
      const expired = (current.tokens.expiresAt?.getTime() ?? 0) <= Date.now();
      log.warn({ err: error, accountId: account.id, expired }, 'network token refresh failed');
      if (expired)
        await inTransaction(db, async (tx) => {
          const marked = await tx
            .updateTable('social_accounts')
            .set({ status: 'EXPIRED' })
            .where('id', '=', account.id)
            .where('status', '=', 'ACTIVE')
            .returning('project_id')
            .executeTakeFirst();
          if (marked)
            await recordAccountDisconnected(tx, { id: account.id, projectId: marked.project_id }, 'EXPIRED');
        });
    }
  }
  return refreshed;
}
