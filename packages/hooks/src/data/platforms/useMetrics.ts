import type { Schemas } from '@postify/sdk';
import { hasMetrics } from '@postify/sdk/rules';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId, useSignedIn } from '../core/scope.js';
import { accountMetricsHistoryQueryOptions, accountMetricsQueryOptions } from './queries.js';

type Account = Pick<Schemas['SocialMediaAccount'], 'id' | 'platformName'>;

// Which networks have metrics is the SDK registry's `metrics` flag (Instagram only), as the API decides.
const isSelectable = (account: Pick<Schemas['SocialMediaAccount'], 'platformName'>) =>
  hasMetrics(account.platformName);

/** Where the selection is remembered: `localStorage` in a browser; any key-value store in tests. */
export interface MetricsSelectionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key of a project's selection (`default`: the server's default project, before one is chosen). */
export const metricsSelectionKey = (projectId: string | null) =>
  `postify.metricsSelection.${projectId ?? 'default'}`;

function browserStorage(): MetricsSelectionStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled by the browser's privacy settings: the selection lasts the visit only.
    return null;
  }
}

/** The ids remembered for a project, or null when the user never chose (or the entry is unreadable). */
function readSelection(storage: MetricsSelectionStorage | null, key: string): string[] | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}

function writeSelection(storage: MetricsSelectionStorage | null, key: string, ids: readonly string[]) {
  try {
    storage?.setItem(key, JSON.stringify(ids));
  } catch {
    // A full or refused storage keeps the choice for this visit only; nothing to tell the user.
  }
}

export interface UseMetricsSelectionOptions {
  /** Defaults to the browser's `localStorage`. */
  storage?: MetricsSelectionStorage | null;
}

/**
 * The dashboard's account selection, remembered per project. Until the user chooses, the first account with
 * metrics (Instagram) is selected, so the dashboard shows numbers on the first visit; once they choose (even
 * nothing), that choice is kept in storage and restored on the next visit. Accounts unlinked since are
 * dropped. Only accounts with metrics can be selected; selecting toggles. `accounts` is undefined while
 * they load: nothing is selected yet, so no metrics are fetched for an account that may be gone.
 */
export function useMetricsSelection(
  accounts: readonly Account[] | undefined,
  { storage = browserStorage() }: UseMetricsSelectionOptions = {},
) {
  const key = metricsSelectionKey(useCurrentProjectId());
  // The remembered choice of the current project: re-read when the project changes.
  const [remembered, setRemembered] = useState(() => ({ key, ids: readSelection(storage, key) }));
  const chosen = remembered.key === key ? remembered.ids : readSelection(storage, key);
  if (remembered.key !== key) setRemembered({ key, ids: chosen });

  const selectedIds = useMemo(() => {
    if (!accounts) return [];
    const selectable = accounts.filter(isSelectable).map((account) => account.id);
    if (chosen === null) return selectable.slice(0, 1);
    return chosen.filter((id) => selectable.includes(id));
  }, [accounts, chosen]);

  const toggle = useCallback(
    (account: Account) => {
      if (!isSelectable(account)) return;
      const ids = selectedIds.includes(account.id)
        ? selectedIds.filter((id) => id !== account.id)
        : [...selectedIds, account.id];
      writeSelection(storage, key, ids);
      setRemembered({ key, ids });
    },
    [selectedIds, storage, key],
  );
  const isSelected = useCallback((id: string) => selectedIds.includes(id), [selectedIds]);
  return { selectedIds, toggle, isSelected, isSelectable };
}

/** Metrics of the selected accounts, one query per account in parallel; failed accounts are skipped. */
export function useAccountMetrics(accountIds: readonly string[]) {
  const hookMessages = useHookMessages();
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

/**
 * An account's daily metrics over the last `days` days (`GET /metrics/history`, 30 by default), for the
 * dashboard's chart; disabled while `accountId` is null. Failure: 'Erro ao buscar métricas'.
 */
export function useAccountMetricsHistory(accountId: string | null, days = 30) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const query = useQuery({
    ...accountMetricsHistoryQueryOptions(client, project, accountId ?? '', days),
    enabled: useSignedIn() && accountId !== null,
  });
  return withMessage(query, hookMessages.loadMetrics);
}
