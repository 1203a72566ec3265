import type { Schemas } from '@postify/sdk';
import { hasMetrics } from '@postify/sdk/rules';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePostifyClient } from '../core/context.js';
import { hookMessages } from '../core/messages.js';
import { useCurrentProjectId } from '../core/scope.js';
import { accountMetricsQueryOptions } from './queries.js';

type Account = Pick<Schemas['SocialMediaAccount'], 'id' | 'platformName'>;

// Which networks have metrics is the SDK registry's `metrics` flag (Instagram only), as the API decides.
const isSelectable = (account: Pick<Schemas['SocialMediaAccount'], 'platformName'>) =>
  hasMetrics(account.platformName);

/** The dashboard's account selection: only accounts with metrics can be selected; selecting toggles. */
export function useMetricsSelection(initial: readonly string[] = []) {
  const [selectedIds, setSelectedIds] = useState<string[]>(() => [...initial]);
  const toggle = useCallback((account: Account) => {
    if (!isSelectable(account)) return;
    setSelectedIds((ids) =>
      ids.includes(account.id) ? ids.filter((id) => id !== account.id) : [...ids, account.id],
    );
  }, []);
  const isSelected = useCallback((id: string) => selectedIds.includes(id), [selectedIds]);
  return { selectedIds, toggle, isSelected, isSelectable };
}

/** Metrics of the selected accounts, one query per account in parallel; failed accounts are skipped. */
export function useAccountMetrics(accountIds: readonly string[]) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return useQueries({
    queries: accountIds.map((id) => accountMetricsQueryOptions(client, project, id)),
    combine: (results) => {
      const metrics: Record<string, Schemas['AccountMetrics']> = {};
      const loadingIds: string[] = [];
      const failedIds: string[] = [];
      results.forEach((result, i) => {
        const id = accountIds[i] ?? '';
        if (result.data) metrics[id] = result.data;
        else if (result.isError) failedIds.push(id);
        else loadingIds.push(id);
      });
      return {
        metrics,
        /** Selected accounts still waiting ('Carregando métricas...'). */
        loadingIds,
        failedIds,
        errorMessage: failedIds.length > 0 ? hookMessages.loadMetrics : null,
      };
    },
  });
}
