import { useAccountMetricsHistory } from '@postify/hooks';
import { MetricsChart, type MetricsChartProps } from './MetricsChart';

export interface ConnectedMetricsChartProps
  extends Omit<MetricsChartProps, 'points' | 'isLoading' | 'errorMessage'> {
  accountId: string;
}

/** `MetricsChart` on `@postify/hooks`: the account's `GET /metrics/history` through `useAccountMetricsHistory`. */
export function ConnectedMetricsChart({ accountId, days = 30, ...props }: ConnectedMetricsChartProps) {
  const history = useAccountMetricsHistory(accountId, days);
  return (
    <MetricsChart
      {...props}
      days={days}
      points={history.data?.points ?? []}
      isLoading={history.isPending}
      errorMessage={history.errorMessage}
    />
  );
}
