import type { Schemas } from '@postify/sdk';
import { formatCount } from '@postify/sdk/format';
import type { ReactNode } from 'react';
import { Avatar } from '../Avatar';
import { formatMessage } from '../i18n/format';
import * as styles from './MetricsSummary.css';
import type { MetricsSummaryMessages } from './messages';

interface AccountMetricsCardProps {
  metrics: Schemas['AccountMetrics'];
  messages: MetricsSummaryMessages;
  /** The account's metrics over time, under its counts. */
  history?: ReactNode;
}

/** One account's metrics: picture, name, username, abbreviated counts and biography. */
export function AccountMetricsCard({ metrics, messages: m, history }: AccountMetricsCardProps) {
  const stats = [
    [m.followers, metrics.followers_count],
    [m.follows, metrics.follows_count],
    [m.media, metrics.media_count],
  ] as const;
  return (
    <article
      className={styles.metrics}
      aria-label={formatMessage(m.metricsOf, { username: metrics.username })}
    >
      <div className={styles.identity}>
        <Avatar name={metrics.name ?? metrics.username} src={metrics.profile_picture_url} size="lg" />
        <div>
          <p className={styles.name}>{metrics.name ?? metrics.username}</p>
          <p className={styles.muted}>@{metrics.username}</p>
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue}>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {metrics.biography ? <p className={styles.biography}>{metrics.biography}</p> : null}
      {history}
    </article>
  );
}
