import type { Schemas } from '@postify/sdk';
import { type NetworkId, resolveNetwork } from '@postify/sdk/rules';
import type { PreviewAccount } from './types';

/** A linked account as the previews read it: its platform, handle and, when known, picture and status. */
export interface LinkedPreviewAccount
  extends Pick<Schemas['SocialMediaAccount'], 'id' | 'platformName' | 'username'>,
    Partial<Pick<Schemas['SocialMediaAccount'], 'userProfilePictureUrl' | 'status'>> {}

/** The account each network's preview shows; a network without one shows the generic name. */
export type PreviewAccounts = Partial<Record<NetworkId, PreviewAccount>>;

const toPreview = (account: LinkedPreviewAccount): PreviewAccount => ({
  username: account.username,
  profilePicture: account.userProfilePictureUrl ?? null,
});

/**
 * For each network, the linked account its preview shows: the first of `preferredIds` on that network (the
 * accounts the post goes to), else the network's first active account, else its first one. A network with no
 * linked account is left out, so its preview keeps the generic 'Sua Página' / 'seu_perfil'. When an id is
 * listed twice, its first entry wins (put the entries that carry a picture first).
 */
export function previewAccountsOf(
  accounts: readonly LinkedPreviewAccount[],
  preferredIds: readonly string[] = [],
): PreviewAccounts {
  const byNetwork = new Map<NetworkId, LinkedPreviewAccount[]>();
  const seen = new Set<string>();
  for (const account of accounts) {
    const network = resolveNetwork(account.platformName);
    if (!network || seen.has(account.id)) continue;
    seen.add(account.id);
    byNetwork.set(network, [...(byNetwork.get(network) ?? []), account]);
  }
  const chosen: PreviewAccounts = {};
  for (const [network, candidates] of byNetwork) {
    const preferred = preferredIds.flatMap((id) => candidates.filter((account) => account.id === id));
    const account =
      preferred[0] ??
      candidates.find((candidate) => (candidate.status ?? 'ACTIVE') === 'ACTIVE') ??
      candidates[0];
    if (account) chosen[network] = toPreview(account);
  }
  return chosen;
}
