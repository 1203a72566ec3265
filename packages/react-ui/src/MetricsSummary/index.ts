export { type MetricsAccount, MetricsSummary, type MetricsSummaryProps } from './MetricsSummary';
export { type MetricsSummaryMessages, metricsSummaryMessages } from './messages';
