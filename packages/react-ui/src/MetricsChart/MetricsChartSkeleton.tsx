import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton';
import { ChartFrame } from './ChartFrame';
import * as styles from './MetricsChart.css';
import { type MetricsChartMessages, metricsChartMessages } from './messages';
import { plotBoxHeight } from './sizes';

export interface MetricsChartSkeletonProps {
  /** The window asked for; it titles the chart ('Últimos 30 dias'). */
  days?: number;
  messages?: Partial<MetricsChartMessages>;
}

/**
 * `MetricsChart` while the days load: its title, then the same figures in the same grid with their labels,
 * each line of text reserved by a skeleton of that line's height and the plot by one of its height, so the
 * chart that replaces it moves nothing. Light on its own, for the places that hold a chart's space.
 */
export function MetricsChartSkeleton({ days = 30, messages }: MetricsChartSkeletonProps) {
  const m = useCopy('metricsChart', metricsChartMessages, messages);
  return (
    <ChartFrame title={formatMessage(m.title, { days })}>
      <div className={styles.series} role="status" aria-label={m.loading}>
        {[m.followers, m.reach, m.engagement].map((name) => (
          <div key={name} className={styles.figure} aria-hidden="true">
            <div className={styles.figureHeader}>
              <span className={styles.label}>{name}</span>
              <span className={styles.value}>
                <Skeleton shape="line" width="3em" />
              </span>
            </div>
            <Skeleton shape="block" height={plotBoxHeight} />
            <div className={styles.axis}>
              <Skeleton shape="line" width="2.5em" />
              <Skeleton shape="line" width="2.5em" />
            </div>
            <span className={styles.note}>
              <Skeleton shape="line" width="75%" />
            </span>
          </div>
        ))}
      </div>
    </ChartFrame>
  );
}
