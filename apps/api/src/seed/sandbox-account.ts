import { issueSandboxCode, sandboxClientId } from '../networks/sandbox.js';
import type { Services } from '../services.js';

/** A sandbox account linked through the sandbox network's own code exchange, tokens encrypted as linking stores them. */
export async function linkSandboxAccount(
  services: Services,
  projectId: string,
  platformName: string,
  username?: string,
) {
  const provider = services.networks.providerFor(platformName);
  if (!provider) throw new Error(`no provider for ${platformName}`);
  const redirectUri = `${services.config.publicAppUrl}/settings`;
  const code = await issueSandboxCode(services.db, {
    network: provider.slug,
    clientId: sandboxClientId,
    redirectUri,
    codeChallenge: null,
  });
  const { tokens, profile } = await provider.exchangeCode({ code, redirectUri, codeVerifier: null });
  const platform = await services.db
    .selectFrom('platforms')
    .select('id')
    .where('name', '=', platformName)
    .executeTakeFirstOrThrow();
  return services.db
    .insertInto('social_accounts')
    .values({
      project_id: projectId,
      platform_id: platform.id,
      username: username ?? profile.username,
      status: 'ACTIVE',
      network_user_id: profile.networkUserId,
      profile_picture_url: profile.profilePictureUrl,
      access_token_encrypted: services.tokenCipher.encrypt(tokens.accessToken),
      refresh_token_encrypted: tokens.refreshToken ? services.tokenCipher.encrypt(tokens.refreshToken) : null,
      token_expires_at: tokens.expiresAt,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}
