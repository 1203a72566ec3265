import { ApiError, forbidden, notFound } from '../http/errors.js';
import { networkMessages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { projectAccountAllowance } from '../projects/limits.js';
import { creatorInfoOperations } from './creator-info.js';
import { consumeState, issueState } from './oauth-state.js';
import { presentPlatform, projectAccounts } from './present.js';
import { NetworkAuthError, type NetworkProvider } from './provider.js';
import { pkceChallenge } from './sandbox.js';
import { sandboxOperations } from './sandbox-pages.js';
import {
  countLinkedAccounts,
  findLinkedAccount,
  findPlatform,
  listPlatforms,
  saveLinkedAccount,
  unlinkAccount,
} from './store.js';

/** A platform row by id; 404 when unknown. */
async function requirePlatform(ctx: RequestContext, platformId: number) {
  const platform = await findPlatform(ctx.services.db, platformId);
  if (!platform) throw notFound(networkMessages.platformNotFound);
  return platform;
}

/** The provider of a linkable platform; 403 for networks shown as coming soon. */
function linkableProvider(ctx: RequestContext, platform: { name: string; is_allowed_to_link: boolean }) {
  const provider = platform.is_allowed_to_link ? ctx.services.networks.providerFor(platform.name) : null;
  if (!provider) throw forbidden(networkMessages.platformComingSoon);
  return provider;
}

/** 409 PLAN_LIMIT_REACHED when the project already links as many accounts as its owner's plan allows. */
async function requireAccountRoom(ctx: RequestContext, projectId: string): Promise<void> {
  const { db } = ctx.services;
  const [linked, allowed] = await Promise.all([
    countLinkedAccounts(db, projectId),
    projectAccountAllowance(db, projectId),
  ]);
  if (linked >= allowed) throw new ApiError(409, 'PLAN_LIMIT_REACHED', networkMessages.accountLimitReached);
}

/** Revokes a provider grant, logging (not failing on) a network that does not answer. */
async function revokeQuietly(
  ctx: RequestContext,
  provider: NetworkProvider,
  sealed: { access: string; refresh: string | null },
) {
  const { tokenCipher, log } = ctx.services;
  try {
    await provider.revoke({
      accessToken: tokenCipher.decrypt(sealed.access),
      refreshToken: sealed.refresh ? tokenCipher.decrypt(sealed.refresh) : null,
      expiresAt: null,
    });
  } catch (error) {
    log.warn(
      { err: error, network: provider.slug },
      'network token revocation failed; the account is unlinked anyway',
    );
  }
}

/** Platforms, OAuth start and completion, unlinking, and the sandbox network's authorization page. */
export const networkOperations: OperationModule = {
  ...sandboxOperations,
  ...creatorInfoOperations,

  listPlatforms: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db, config } = ctx.services;
      const [platforms, accounts] = await Promise.all([
        listPlatforms(db),
        projectAccounts(db, access.projectId),
      ]);
      const context = { publicApiUrl: config.publicApiUrl, networks: ctx.services.networks };
      return platforms.map((platform) => presentPlatform(platform, accounts, context));
    },
  },

  startAccountAuthorization: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { platformId } = ctx.body;
      const platform = await requirePlatform(ctx, platformId);
      const provider = linkableProvider(ctx, platform);
      await requireAccountRoom(ctx, access.projectId);
      const redirectUri = `${ctx.services.config.publicAppUrl}/settings`;
      const issued = await issueState(ctx.services.db, {
        userId: access.userId,
        projectId: access.projectId,
        platformId: platform.id,
        redirectUri,
        usesPkce: provider.usesPkce,
      });
      const authorizationUrl = await provider.authorizeUrl({
        state: issued.state,
        redirectUri,
        codeChallenge: issued.codeVerifier ? pkceChallenge(issued.codeVerifier) : null,
      });
      return { authorizationUrl, state: issued.state, expiresAt: issued.expiresAt.toISOString() };
    },
  },

  createSocialMediaAccount: {
    rules(body) {
      const code =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined;
      return typeof code === 'string' && code.trim().length > 0
        ? []
        : [{ field: 'code', message: networkMessages.codeMissing }];
    },
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const body = ctx.body;
      if (body.userId !== requireUser(ctx).userId) throw forbidden(networkMessages.otherUser);
      const { db, tokenCipher } = ctx.services;
      const state = await consumeState(db, body.state, {
        userId: access.userId,
        projectId: access.projectId,
        platformId: body.platformId,
      });
      if (!state) throw new ApiError(400, 'INVALID_STATE', networkMessages.invalidState);
      const platform = await requirePlatform(ctx, body.platformId);
      const provider = linkableProvider(ctx, platform);
      let linked: Awaited<ReturnType<NetworkProvider['exchangeCode']>>;
      try {
        linked = await provider.exchangeCode({
          code: body.code,
          redirectUri: state.redirectUri,
          codeVerifier: state.codeVerifier,
        });
      } catch (error) {
        if (error instanceof NetworkAuthError) throw new ApiError(400, 'INVALID_CODE', error.message);
        throw error;
      }
      const id = await saveLinkedAccount(
        db,
        {
          projectId: access.projectId,
          platformId: platform.id,
          networkUserId: linked.profile.networkUserId,
          linkedBy: access.userId,
        },
        {
          access_token_encrypted: tokenCipher.encrypt(linked.tokens.accessToken),
          refresh_token_encrypted: linked.tokens.refreshToken
            ? tokenCipher.encrypt(linked.tokens.refreshToken)
            : null,
          token_expires_at: linked.tokens.expiresAt,
          username: linked.profile.username,
          profile_picture_url: linked.profile.profilePictureUrl,
        },
        () => requireAccountRoom(ctx, access.projectId),
      );
      const [account] = await projectAccounts(db, access.projectId, id);
      if (!account) throw new Error('linked account vanished');
      ctx.reply.code(201);
      return account;
    },
  },

  deleteSocialMediaAccount: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { db } = ctx.services;
      const account = await findLinkedAccount(db, access.projectId, ctx.params.id);
      if (!account) throw notFound(networkMessages.accountNotFound);
      const provider = ctx.services.networks.providerFor(account.platform_name);
      if (provider && account.access_token_encrypted)
        await revokeQuietly(ctx, provider, {
          access: account.access_token_encrypted,
          refresh: account.refresh_token_encrypted,
        });
      await unlinkAccount(db, { id: account.id, projectId: access.projectId });
      return null;
    },
  },
};
