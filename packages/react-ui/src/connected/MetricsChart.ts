export {
  ConnectedMetricsChart,
  type ConnectedMetricsChartProps,
} from '../MetricsChart/ConnectedMetricsChart';
