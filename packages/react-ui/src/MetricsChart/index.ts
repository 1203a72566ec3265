export { MetricsChart, type MetricsChartProps, type MetricsPoint, metricsChartSeries } from './MetricsChart';
export { type MetricsChartMessages, metricsChartMessages } from './messages';
