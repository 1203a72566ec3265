import { useAccountMetrics, useMetricsSelection, usePlatforms } from '@postify/hooks';
import { ConnectedMetricsChart } from '../MetricsChart/ConnectedMetricsChart';
import { MetricsSummary, type MetricsSummaryProps } from './MetricsSummary';

export type ConnectedMetricsSummaryProps = Pick<MetricsSummaryProps, 'messages'>;

/**
 * `MetricsSummary` on `@postify/hooks`: the accounts of `usePlatforms`, the selection of
 * `useMetricsSelection` (the first Instagram account until the user chooses, then their choice, remembered
 * per project), one `GET /metrics` per selected account through `useAccountMetrics`, and each account's last
 * 30 days through `ConnectedMetricsChart`.
 */
export function ConnectedMetricsSummary(props: ConnectedMetricsSummaryProps) {
  const platforms = usePlatforms();
  const selection = useMetricsSelection(platforms.data ? platforms.accounts : undefined);
  const metrics = useAccountMetrics(selection.selectedIds);
  return (
    <MetricsSummary
      {...props}
      accounts={platforms.accounts}
      isLoading={platforms.isPending}
      selectedIds={selection.selectedIds}
      onToggle={selection.toggle}
      metrics={metrics.metrics}
      failedIds={metrics.failedIds}
      renderHistory={(account) => (
        <ConnectedMetricsChart accountId={account.accountId} username={account.username} />
      )}
    />
  );
}
