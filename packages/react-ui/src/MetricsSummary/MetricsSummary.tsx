import type { Schemas } from '@postify/sdk';
import { hasMetrics } from '@postify/sdk/rules';
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { useCopy } from '../i18n/useCopy';
import { Spinner } from '../Spinner';
import { AccountMetricsCard } from './AccountMetricsCard';
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
  /** Draws an account's metrics over time under its counts (`ConnectedMetricsChart` in the connected summary). */
  renderHistory?: (metrics: Schemas['AccountMetrics']) => ReactNode;
  /** The accounts are still loading. */
  isLoading?: boolean;
  messages?: Partial<MetricsSummaryMessages>;
}

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
  return (
    <Card as="section" title={m.title}>
      {isLoading ? <Spinner label={m.loadingAccounts} showLabel /> : null}
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
            return data ? (
              <AccountMetricsCard key={id} metrics={data} messages={m} history={renderHistory?.(data)} />
            ) : (
              <Spinner key={id} label={m.loading} showLabel />
            );
          })}
        </div>
      ) : null}
    </Card>
  );
}
