import type { Widen } from '../i18n/useCopy';
import type { metricsChartMessages } from './messages';

/** English of `metricsChartMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const metricsChartEn: Widen<typeof metricsChartMessages> = {
  title: 'Last {days} days',
  followers: 'Followers',
  reach: 'Reach',
  engagement: 'Engagement',
  date: 'Date',
  showTable: 'Show table',
  showChart: 'Show chart',
  tableCaption: 'Daily metrics of @{username}',
  loading: 'Loading history...',
  empty: 'No history yet',
  emptyHint: 'Each day’s metrics are recorded when it ends. Come back tomorrow to see the chart.',
  error: 'Could not load the metrics',
  lastDay: 'on {date}',
  change: '{change} in the period',
};
