import { useAccountMetrics, useMetricsSelection, usePlatforms } from '@postify/hooks';
import { useMemo } from 'react';
import { MetricsSummary, type MetricsSummaryProps } from './MetricsSummary';

export type ConnectedMetricsSummaryProps = Pick<MetricsSummaryProps, 'messages'>;

/**
 * `MetricsSummary` on `@postify/hooks`: the accounts of `usePlatforms`, the selection of
 * `useMetricsSelection` and one `GET /metrics` per selected account through `useAccountMetrics`.
 */
export function ConnectedMetricsSummary(props: ConnectedMetricsSummaryProps) {
  const platforms = usePlatforms();
  const selection = useMetricsSelection();
  const metrics = useAccountMetrics(selection.selectedIds);
  const accounts = useMemo(
    () => (platforms.data ?? []).flatMap((platform) => platform.socialMediaAccounts),
    [platforms.data],
  );
  return (
    <MetricsSummary
      {...props}
      accounts={accounts}
      isLoading={platforms.isPending}
      selectedIds={selection.selectedIds}
      onToggle={selection.toggle}
      metrics={metrics.metrics}
      failedIds={metrics.failedIds}
    />
  );
}
