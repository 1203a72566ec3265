import type { Schemas } from '@postify/sdk';
import { hasMetrics } from '@postify/sdk/rules';
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { useCopy } from '../i18n/useCopy';
import { MetricsChartSkeleton } from '../MetricsChart/MetricsChartSkeleton';
import { Skeleton } from '../Skeleton';
import { AccountMetricsCard } from './AccountMetricsCard';
import { AccountMetricsCardSkeleton } from './AccountMetricsCardSkeleton';
import * as styles from './MetricsSummary.css';
import { type MetricsSummaryMessages, metricsSummaryMessages } from './messages';

/** A connected account as the summary lists it. */
export type MetricsAccount = Pick<Schemas['SocialMediaAccount'], 'id' | 'platformName' | 'username'>;

export interface MetricsSummaryProps {
  /** Every connected account; only Instagram ones can be selected, the others show 'Não disponível'. */
  accounts: readonly MetricsAccount[];
  selectedIds: readonly string[];
  /** Selecting an account toggles it. */
  onToggle: (account: MetricsAccount) => void;
  /** Metrics by account id; a selected account without them shows 'Carregando métricas...'. */
  metrics: Readonly<Record<string, Schemas['AccountMetrics']>>;
  /** Selected accounts whose metrics failed: skipped, as the spec asks (the failure is only logged). */
  failedIds?: readonly string[];
  /**
   * Draws an account's metrics over time under its counts (`ConnectedMetricsChart` in the connected summary);
   * while the account's metrics load, `MetricsChartSkeleton` keeps its place.
   */
  renderHistory?: (metrics: Schemas['AccountMetrics']) => ReactNode;
  /** The accounts are still loading. */
  isLoading?: boolean;
  messages?: Partial<MetricsSummaryMessages>;
}

const accountSkeletons = ['first', 'second', 'third'] as const;

/**
 * The dashboard's metrics of connected accounts: pick Instagram accounts to see their followers, follows, media,
 * biography and, through `renderHistory`, their metrics over time.
 */
export function MetricsSummary({
  accounts,
  selectedIds,
  onToggle,
  metrics,
  failedIds = [],
  renderHistory,
  isLoading = false,
  messages,
}: MetricsSummaryProps) {
  const m = useCopy('metricsSummary', metricsSummaryMessages, messages);
  const shown = selectedIds.filter((id) => !failedIds.includes(id));
  const historySkeleton = renderHistory ? <MetricsChartSkeleton /> : null;
  return (
    <Card as="section" title={m.title}>
      {isLoading ? (
        // The accounts and the first one's card as they usually arrive, so what loads next moves little.
        <>
          <div className={styles.accounts} aria-hidden="true">
            {accountSkeletons.map((key) => (
              <div key={key} className={styles.accountSkeleton}>
                <Skeleton shape="line" width="11em" />
              </div>
            ))}
          </div>
          <div className={styles.cards}>
            <AccountMetricsCardSkeleton label={m.loadingAccounts} messages={m} history={historySkeleton} />
          </div>
        </>
      ) : null}
      {!isLoading && accounts.length === 0 ? (
        <EmptyState title={m.noAccounts} hint={m.noAccountsHint} icon="inbox" />
      ) : null}
      {accounts.length > 0 ? (
        <fieldset className={styles.accounts} aria-label={m.accounts}>
          {accounts.map((account) => {
            const selectable = hasMetrics(account.platformName);
            return (
              <div key={account.id} className={styles.account}>
                <Checkbox
                  isSelected={selectedIds.includes(account.id)}
                  isDisabled={!selectable}
                  onChange={() => onToggle(account)}
                >
                  @{account.username} ({account.platformName})
                </Checkbox>
                {selectable ? null : <Badge tone="neutral">{m.unavailable}</Badge>}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      {shown.length > 0 ? (
        <div className={styles.cards}>
          {shown.map((id) => {
            const data = metrics[id];
            const username = accounts.find((account) => account.id === id)?.username;
            return data ? (
              <AccountMetricsCard key={id} metrics={data} messages={m} history={renderHistory?.(data)} />
            ) : (
              <AccountMetricsCardSkeleton
                key={id}
                label={m.loading}
                username={username}
                messages={m}
                history={historySkeleton}
              />
            );
          })}
        </div>
      ) : null}
    </Card>
  );
}
