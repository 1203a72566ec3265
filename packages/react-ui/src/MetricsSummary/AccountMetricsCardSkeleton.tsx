import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import { vars } from '../theme/contract.css';
import * as styles from './MetricsSummary.css';
import type { MetricsSummaryMessages } from './messages';

interface AccountMetricsCardSkeletonProps {
  /** What is loading ('Carregando métricas...'), shown where the account's name will be. */
  label: string;
  /** The account's username, once the accounts are known. */
  username?: string;
  messages: MetricsSummaryMessages;
  /** The history's loading state, in the place the history will take. */
  history?: ReactNode;
}

/**
 * An account's metrics card while they load: the same parts as `AccountMetricsCard` (picture, name, username,
 * the three counts with their labels, a line of biography, the history) with a skeleton for each value, so
 * the card that replaces it is the same size and pushes nothing under it.
 */
export function AccountMetricsCardSkeleton({
  label,
  username,
  messages: m,
  history,
}: AccountMetricsCardSkeletonProps) {
  return (
    <div className={styles.metrics}>
      <div className={styles.identity}>
        <Skeleton shape="circle" width={vars.size.avatarLg} />
        <div>
          <p className={styles.name} role="status">
            {label}
          </p>
          <p className={styles.muted}>{username ? `@${username}` : <Skeleton shape="line" width="8em" />}</p>
        </div>
      </div>
      <div className={styles.stats} aria-hidden="true">
        {[m.followers, m.follows, m.media].map((name) => (
          <div key={name}>
            <div className={styles.statLabel}>{name}</div>
            <div className={styles.statValue}>
              <Skeleton shape="line" width="3em" />
            </div>
          </div>
        ))}
      </div>
      <p className={styles.biography}>
        <Skeleton shape="line" width="90%" />
      </p>
      {history}
    </div>
  );
}
