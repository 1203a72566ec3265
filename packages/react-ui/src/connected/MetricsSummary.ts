export {
  ConnectedMetricsSummary,
  type ConnectedMetricsSummaryProps,
} from '../MetricsSummary/ConnectedMetricsSummary';
