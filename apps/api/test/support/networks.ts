import { issueSandboxCode, sandboxClientId } from '../../src/networks/sandbox.js';
import type { TestServer } from './server.js';

/** Links a sandbox account straight through the sandbox code exchange (no HTTP), tokens encrypted. */
export async function linkSandboxAccountForTest(t: TestServer, projectId: string, platformName: string) {
  const { services } = t.server;
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
      username: profile.username,
      network_user_id: profile.networkUserId,
      access_token_encrypted: services.tokenCipher.encrypt(tokens.accessToken),
      token_expires_at: tokens.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
