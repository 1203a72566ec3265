import type { Schemas } from '@postify/sdk';
import { localizedErrorMessage } from '@postify/sdk/messages';
import { useQueries } from '@tanstack/react-query';
import { usePostifyMessages } from '../../state/i18n.js';
import { usePostifyClient } from '../core/context.js';
import { useCurrentProjectId } from '../core/scope.js';
import { tiktokCreatorInfoQueryOptions } from './queries.js';

/** One TikTok account's creator info as the composer shows it: loading, read, or why it could not be read. */
export interface TikTokCreatorState {
  accountId: string;
  creator: Schemas['TikTokCreatorInfo'] | null;
  isLoading: boolean;
  /** The server's pt-BR reason (e.g. 'A conta precisa ser conectada novamente antes de publicar'), or null. */
  errorMessage: string | null;
  retry: () => void;
}

/**
 * The creator info of each TikTok account a post goes to, read fresh when the composer shows them (TikTok's
 * review rule), one query per account in parallel.
 */
export function useTikTokCreatorInfo(accountIds: readonly string[]): TikTokCreatorState[] {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const texts = usePostifyMessages();
  return useQueries({
    queries: accountIds.map((id) => tiktokCreatorInfoQueryOptions(client, project, id)),
    combine: (results) =>
      results.map((result, i) => ({
        accountId: accountIds[i] ?? '',
        creator: result.data ?? null,
        isLoading: result.isPending && !result.isError,
        errorMessage: result.error ? localizedErrorMessage(result.error, texts) : null,
        retry: () => void result.refetch(),
      })),
  });
}
