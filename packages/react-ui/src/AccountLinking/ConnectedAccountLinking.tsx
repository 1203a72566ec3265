import {
  createHistoryQueryAdapter,
  type QueryParamsAdapter,
  useCompleteConnection,
  useConnectPlatform,
  usePlatforms,
  useRemoveAccount,
} from '@postify/hooks';
import { useState, useSyncExternalStore } from 'react';
import { AccountLinking, type AccountLinkingProps } from './AccountLinking';
import { type LinkOutcome, linkReturnFromQuery, withoutLinkReturn } from './linkReturn';

export interface ConnectedAccountLinkingProps extends Pick<AccountLinkingProps, 'messages'> {
  /** Where the network's `code`, `state` and `error` arrive; the browser's address by default. */
  adapter?: QueryParamsAdapter;
}

/**
 * `AccountLinking` on `usePlatforms`, `useConnectPlatform`, `useCompleteConnection` and `useRemoveAccount`:
 * connecting leaves for the network; on return the account is created once and the address is cleaned.
 */
export function ConnectedAccountLinking({ adapter: given, messages }: ConnectedAccountLinkingProps) {
  const [adapter] = useState(() => given ?? createHistoryQueryAdapter());
  const search = useSyncExternalStore(
    adapter.subscribe,
    () => adapter.read().toString(),
    () => '',
  );
  const [returned] = useState(() => linkReturnFromQuery(new URLSearchParams(search)));
  const [dismissed, setDismissed] = useState(false);
  const platforms = usePlatforms();
  const connect = useConnectPlatform();
  const remove = useRemoveAccount();
  const completion = useCompleteConnection(returned?.kind === 'callback' ? returned : {}, {
    onLinked: () => adapter.write(withoutLinkReturn(adapter.read()), { replace: true }),
  });

  let outcome: LinkOutcome | null = null;
  if (returned?.kind === 'denied') outcome = { status: 'denied' };
  else if (returned?.kind === 'invalid') outcome = { status: 'invalid' };
  else if (returned?.kind === 'callback') {
    if (completion.isSuccess) outcome = { status: 'success', platformName: completion.data.platformName };
    else if (completion.isError)
      outcome =
        completion.error.code === 'INVALID_STATE'
          ? { status: 'invalid' }
          : { status: 'failed', reason: completion.errorMessage ?? completion.error.message };
    else outcome = { status: 'pending' };
  }

  return (
    <AccountLinking
      platforms={platforms.data ?? []}
      isLoading={platforms.isLoading}
      hasError={platforms.isError}
      onConnect={async (platform) => {
        await connect.mutateAsync(platform.id);
      }}
      onRemove={async (account) => {
        await remove.mutateAsync(account.id);
      }}
      returnOutcome={dismissed ? null : outcome}
      onDismissReturn={() => {
        setDismissed(true);
        adapter.write(withoutLinkReturn(adapter.read()), { replace: true });
      }}
      messages={messages}
    />
  );
}
