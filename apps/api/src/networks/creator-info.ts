import type { Schemas } from '@postify/sdk';
import { ApiError, notFound } from '../http/errors.js';
import { networkMessages } from '../messages.js';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import type { Services } from '../services.js';
import { NetworkAuthError } from './provider.js';
import { findLinkedAccount } from './store.js';

/**
 * A TikTok account's creator info read from its network with the account's decrypted tokens: 404 when the
 * project has no TikTok account `accountId`, 400 `INVALID_STATE` when it must be linked again, 502 when
 * TikTok does not answer.
 */
export async function readCreatorInfo(
  services: Services,
  projectId: string,
  accountId: string,
): Promise<Schemas['TikTokCreatorInfo']> {
  const { db, networks, tokenCipher, log } = services;
  const account = await findLinkedAccount(db, projectId, accountId);
  const provider = account ? networks.providerFor(account.platform_name) : null;
  if (!account || provider?.slug !== 'tiktok' || !provider.creatorInfo)
    throw notFound(networkMessages.notTikTokAccount);
  if (!account.access_token_encrypted)
    throw new ApiError(400, 'INVALID_STATE', networkMessages.accountNeedsRelinkToPost);
  try {
    const info = await provider.creatorInfo({
      networkUserId: account.network_user_id ?? account.id,
      username: account.username,
      tokens: {
        accessToken: tokenCipher.decrypt(account.access_token_encrypted),
        refreshToken: account.refresh_token_encrypted
          ? tokenCipher.decrypt(account.refresh_token_encrypted)
          : null,
        expiresAt: account.token_expires_at,
      },
    });
    return { accountId: account.id, ...info };
  } catch (error) {
    if (error instanceof NetworkAuthError)
      throw new ApiError(400, 'INVALID_STATE', networkMessages.accountNeedsRelinkToPost);
    log.warn({ err: error, accountId: account.id }, 'TikTok creator info failed');
    throw new ApiError(502, 'NETWORK_UNAVAILABLE', networkMessages.networkUnavailable);
  }
}

/** `GET /social-media-account/{id}/tiktok-creator-info`, read for the composer by those who may post. */
export const creatorInfoOperations: OperationModule = {
  getTikTokCreatorInfo: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      return readCreatorInfo(ctx.services, access.projectId, ctx.params.id);
    },
  },
};
