import type { Schemas } from '@postify/sdk';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { networkMessages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { projectAccountAllowance } from '../projects/limits.js';
import { countLinkedAccounts } from './accounts.js';
import { consumeState, issueState } from './oauth-state.js';
import { platformIcon, projectAccounts } from './present.js';
import { NetworkAuthError, type NetworkProvider } from './provider.js';
import { pkceChallenge } from './sandbox.js';
import { sandboxOperations } from './sandbox-pages.js';

/** A platform row by id; 404 when unknown. */
async function findPlatform(ctx: RequestContext, platformId: number) {
  const platform = await ctx.services.db
    .selectFrom('platforms')
    .selectAll()
    .where('id', '=', platformId)
    .executeTakeFirst();
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

  listPlatforms: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db, config } = ctx.services;
      const [platforms, accounts] = await Promise.all([
        db.selectFrom('platforms').selectAll().orderBy('position').orderBy('id').execute(),
        projectAccounts(db, access.projectId),
      ]);
      return platforms.map((platform): Schemas['Platform'] => ({
        id: platform.id,
        name: platform.name,
        displayIcon: platformIcon(config.publicAppUrl, platform.slug, platform.name),
        isAllowedToLink:
          platform.is_allowed_to_link && ctx.services.networks.providerFor(platform.name) !== null,
        socialMediaAccounts: accounts.filter((account) => account.platformId === platform.id),
      }));
    },
  },

  startAccountAuthorization: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { platformId } = ctx.body;
      const platform = await findPlatform(ctx, platformId);
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
      const authorizationUrl = provider.authorizeUrl({
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
      const platform = await findPlatform(ctx, body.platformId);
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
      const sealed = {
        access_token_encrypted: tokenCipher.encrypt(linked.tokens.accessToken),
        refresh_token_encrypted: linked.tokens.refreshToken
          ? tokenCipher.encrypt(linked.tokens.refreshToken)
          : null,
        token_expires_at: linked.tokens.expiresAt,
        username: linked.profile.username,
        profile_picture_url: linked.profile.profilePictureUrl,
        status: 'ACTIVE' as const,
        linked_by: access.userId,
        unlinked_at: null,
        updated_at: new Date(),
      };
      const existing = await db
        .selectFrom('social_accounts')
        .select(['id', 'unlinked_at'])
        .where('project_id', '=', access.projectId)
        .where('platform_id', '=', platform.id)
        .where('network_user_id', '=', linked.profile.networkUserId)
        .executeTakeFirst();
      if (existing?.unlinked_at || !existing) await requireAccountRoom(ctx, access.projectId);
      const id = existing
        ? (
            await db
              .updateTable('social_accounts')
              .set(sealed)
              .where('id', '=', existing.id)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : (
            await db
              .insertInto('social_accounts')
              .values({
                ...sealed,
                project_id: access.projectId,
                platform_id: platform.id,
                network_user_id: linked.profile.networkUserId,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
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
      const account = await db
        .selectFrom('social_accounts')
        .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
        .select([
          'social_accounts.id',
          'platforms.name as platform_name',
          'social_accounts.access_token_encrypted',
          'social_accounts.refresh_token_encrypted',
        ])
        .where('social_accounts.id', '=', ctx.params.id)
        .where('social_accounts.project_id', '=', access.projectId)
        .where('social_accounts.unlinked_at', 'is', null)
        .executeTakeFirst();
      if (!account) throw notFound(networkMessages.accountNotFound);
      const provider = ctx.services.networks.providerFor(account.platform_name);
      if (provider && account.access_token_encrypted)
        await revokeQuietly(ctx, provider, {
          access: account.access_token_encrypted,
          refresh: account.refresh_token_encrypted,
        });
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('post_schedules')
          .where('social_account_id', '=', account.id)
          .where('posted_at', 'is', null)
          .execute();
        const history = await trx
          .selectFrom('post_schedules')
          .select('id')
          .where('social_account_id', '=', account.id)
          .limit(1)
          .executeTakeFirst();
        // Posted history keeps naming the account, so its row stays, without tokens and out of every listing.
        if (history)
          await trx
            .updateTable('social_accounts')
            .set({
              status: 'REVOKED',
              access_token_encrypted: null,
              refresh_token_encrypted: null,
              token_expires_at: null,
              unlinked_at: new Date(),
              updated_at: new Date(),
            })
            .where('id', '=', account.id)
            .execute();
        else await trx.deleteFrom('social_accounts').where('id', '=', account.id).execute();
      });
      return null;
    },
  },
};
