import { type NetworkVersion, orderedMedia, versionOf } from '@postify/sdk/rules';
import { useMemo, useState } from 'react';
import { useCopy } from '../../i18n/useCopy';
import type { PreviewAccounts } from '../accounts';
import { resolveMedia } from '../media';
import type { PreviewMessages } from '../messages';
import type { NetworkPreviewProps } from '../types';
import { type PostPreviewMessages, postPreviewMessages } from './messages';
import { NetworkProblems } from './NetworkProblems';
import { networksOfTab, type PreviewTab, previewTabs, tabEntries } from './networks';
import * as styles from './PostPreview.css';
import { PreviewTabs } from './PreviewTabs';

export interface PostPreviewProps extends Omit<NetworkPreviewProps, 'messages'> {
  /** The description, checked against networks that limit it (YouTube). */
  description?: string | null;
  /** The selected tab (controlled); 'default' shows the generic card and every network's problems. */
  network?: PreviewTab;
  defaultNetwork?: PreviewTab;
  onNetworkChange?: (network: PreviewTab) => void;
  /** Which tabs to offer, in order; all by default. */
  networks?: readonly PreviewTab[];
  messages?: Partial<PreviewMessages & PostPreviewMessages>;
  /**
   * The linked account each network's tab shows (`previewAccountsOf`); a tab without one shows `account`, or
   * the network's generic name. The default tab shows `account`, else the first linked account in tab order.
   */
  accounts?: PreviewAccounts | null;
  /** Per-network versions ('Personalizar por rede'): a network's tab shows and checks its own. */
  versions?: readonly NetworkVersion[];
}

/** The account a tab's card shows. */
function accountOfTab(
  tab: PreviewTab,
  tabs: readonly PreviewTab[],
  accounts: PreviewAccounts | null | undefined,
  account: PostPreviewProps['account'],
) {
  const network = tabEntries[tab].network;
  if (network) return accounts?.[network] ?? account;
  if (account) return account;
  for (const other of tabs) {
    const own = tabEntries[other].network;
    const linked = own ? accounts?.[own] : undefined;
    if (linked) return linked;
  }
  return undefined;
}

/**
 * A post's preview with one tab per network (plus a default view) and, beside it, what each
 * network would refuse (caption too long, too many images…) from the SDK's constraint registry.
 */
export function PostPreview({
  caption,
  description,
  media,
  account,
  accounts,
  network,
  defaultNetwork = 'default',
  onNetworkChange,
  networks = previewTabs,
  messages,
  className,
  versions,
}: PostPreviewProps) {
  const m = useCopy('postPreview', postPreviewMessages, messages);
  const resolved = useMemo(() => resolveMedia(media), [media]);
  const [ownTab, setOwnTab] = useState<PreviewTab>(defaultNetwork);
  const selected = network ?? ownTab;
  return (
    <PreviewTabs
      className={className}
      aria-label={m.tabs}
      tabs={networks}
      label={(tab) => tabEntries[tab].label ?? m.defaultTab}
      selected={selected}
      onSelect={(tab) => {
        setOwnTab(tab);
        if (tab !== selected) onNetworkChange?.(tab);
      }}
    >
      {(tab) => {
        const { Preview } = tabEntries[tab];
        const tabNetwork = tabEntries[tab].network;
        const own = tabNetwork ? versionOf(versions, tabNetwork) : undefined;
        const shownCaption = own?.caption ?? caption;
        const shownMedia = orderedMedia(resolved, own?.mediaOrder);
        return (
          <div className={styles.layout}>
            <div className={styles.preview}>
              <Preview
                caption={shownCaption}
                media={shownMedia}
                account={accountOfTab(tab, networks, accounts, account)}
                messages={messages}
              />
            </div>
            <NetworkProblems
              caption={shownCaption ?? ''}
              description={description ?? undefined}
              media={shownMedia}
              networks={networksOfTab(tab)}
              messages={{ ...m, noProblems: tab === 'default' ? m.noProblemsAll : m.noProblems }}
            />
          </div>
        );
      }}
    </PreviewTabs>
  );
}
