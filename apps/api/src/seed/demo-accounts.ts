import { issueSandboxCode, sandboxClientId } from '../networks/sandbox.js';
import type { Services } from '../services.js';
import type { DemoIds } from './demo.js';

/** Links one sandbox account as the OAuth return would: through the sandbox code exchange, tokens encrypted. */
async function linkSandbox(services: Services, projectId: string, platformName: string, username: string) {
  const { db, config, networks, tokenCipher } = services;
  const provider = networks.providerFor(platformName);
  const platform = await db
    .selectFrom('platforms')
    .select('id')
    .where('name', '=', platformName)
    .executeTakeFirst();
  if (provider?.mode !== 'sandbox' || !platform) return;
  const redirectUri = `${config.publicAppUrl}/settings`;
  const code = await issueSandboxCode(db, {
    network: provider.slug,
    clientId: sandboxClientId,
    redirectUri,
    codeChallenge: null,
  });
  const { tokens, profile } = await provider.exchangeCode({ code, redirectUri, codeVerifier: null });
  await db
    .insertInto('social_accounts')
    .values({
      project_id: projectId,
      platform_id: platform.id,
      username,
      status: 'ACTIVE',
      network_user_id: profile.networkUserId,
      profile_picture_url: null,
      access_token_encrypted: tokenCipher.encrypt(tokens.accessToken),
      refresh_token_encrypted: tokens.refreshToken ? tokenCipher.encrypt(tokens.refreshToken) : null,
      token_expires_at: tokens.expiresAt,
    })
    .execute();
}

/**
 * Sandbox accounts of the demo projects: Instagram, Facebook, TikTok, X and Bluesky in the demo user's own
 * project (so the demo posts also go to two of the newer networks), an Instagram account in the partner's. A project that already has accounts is left alone, so a second run
 * changes nothing.
 */
export async function seedDemoAccounts(services: Services, ids: DemoIds): Promise<void> {
  const plan: [string, [string, string][]][] = [
    [
      ids.ownProjectId,
      [
        ['Instagram', 'lojademo'],
        ['Facebook', 'Loja Demo'],
        ['TikTok', 'lojademo.oficial'],
        ['Twitter/X', 'lojademo_br'],
        ['Bluesky', 'lojademo.bsky.social'],
      ],
    ],
    [ids.sharedProjectId, [['Instagram', 'ana.parceira']]],
  ];
  for (const [projectId, accounts] of plan) {
    const existing = await services.db
      .selectFrom('social_accounts')
      .select('id')
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (existing) continue;
    for (const [platformName, username] of accounts)
      await linkSandbox(services, projectId, platformName, username);
  }
}
