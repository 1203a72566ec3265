import { failureMessages } from '../messages.js';
import type { NetworkTokens } from '../networks/provider.js';
import type { Services } from '../services.js';
import { ConnectionRefusedError, PublishError, type Publisher } from './publisher.js';

/** An account's stored tokens, decrypted; null when it has none (it must be linked again). */
export async function accountTokens(
  services: Services,
  accountId: string,
): Promise<{ networkUserId: string; tokens: NetworkTokens } | null> {
  const row = await services.db
    .selectFrom('social_accounts')
    .select(['network_user_id', 'access_token_encrypted', 'refresh_token_encrypted', 'token_expires_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row?.network_user_id || !row.access_token_encrypted) return null;
  const { tokenCipher } = services;
  return {
    networkUserId: row.network_user_id,
    tokens: {
      accessToken: tokenCipher.decrypt(row.access_token_encrypted),
      refreshToken: row.refresh_token_encrypted ? tokenCipher.decrypt(row.refresh_token_encrypted) : null,
      expiresAt: row.token_expires_at,
    },
  };
}

/**
 * The worker's publisher: the account's network provider from the registry (the live adapter when its
 * credentials are configured, else the sandbox network), called with the account's decrypted tokens and
 * the occurrence's idempotency key and saved progress. A network without a provider, or an account without tokens, fails
 * the occurrence for good.
 */
export function networkPublisher(services: Services): Publisher {
  return async (request) => {
    const provider = services.networks.providerFor(request.platformName);
    if (!provider) throw new PublishError('permanent', failureMessages.noProvider);
    const account = await accountTokens(services, request.accountId);
    if (!account) throw new ConnectionRefusedError();
    return provider.publish({
      account,
      caption: request.caption,
      firstComment: request.firstComment,
      media: request.media.map((item) => ({ ...item, bytes: null })),
      idempotencyKey: request.idempotencyKey,
      progress: request.progress,
      saveProgress: request.saveProgress,
      tiktok: request.tiktokOptions,
    });
  };
}
