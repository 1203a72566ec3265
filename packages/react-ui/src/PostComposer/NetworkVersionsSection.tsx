import { type NetworkId, resolveNetwork } from '@postify/sdk/rules';
import type { ScheduleItem } from '@postify/sdk/schemas';
import { useMemo } from 'react';

export { NetworkVersions } from '../NetworkVersions';

/**
 * The networks the draft goes to (the accounts of 'Postar agora' or of its schedules) and its media kinds:
 * what 'Personalizar por rede' gives a tab and checks each version against.
 */
export function useChosenNetworks(
  linked: readonly { id: string; platformName: string }[],
  postNow: boolean,
  selectedAccountIds: readonly string[],
  schedules: readonly ScheduleItem[],
  files: readonly File[],
) {
  const networks = useMemo(() => {
    const ids = new Set(
      postNow ? selectedAccountIds : schedules.flatMap((schedule) => schedule.socialMediaAccountIds),
    );
    const found = linked
      .filter((account) => ids.has(account.id))
      .map((account) => resolveNetwork(account.platformName));
    return [...new Set(found.filter((id): id is NetworkId => id !== undefined))];
  }, [linked, postNow, selectedAccountIds, schedules]);
  const media = useMemo(
    () =>
      files.map((file) => ({
        kind: file.type.startsWith('video/') ? ('video' as const) : ('image' as const),
      })),
    [files],
  );
  return { networks, media };
}
