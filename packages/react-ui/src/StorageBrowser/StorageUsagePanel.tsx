import { formatMessage } from '../i18n/format';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { Skeleton } from '../Skeleton/Skeleton';
import type { StorageBrowserMessages } from './messages';
import * as styles from './StorageBrowser.css';
import type { StorageUsage } from './types';

export interface StorageUsagePanelProps {
  usage: StorageUsage | null | undefined;
  isLoading?: boolean;
  hasError?: boolean;
  messages: StorageBrowserMessages;
}

/** The usage bar: 'formattedSize de storageLimitFormatted', the plan, the bar capped at 100 % and the overrun. */
export function StorageUsagePanel({ usage, isLoading, hasError, messages: copy }: StorageUsagePanelProps) {
  if (hasError) return <p className={styles.errorText}>{copy.usageError}</p>;
  if (isLoading || !usage) return <Skeleton height="3rem" />;
  const percentage = Math.max(0, usage.usagePercentage);
  return (
    <div className={styles.usage}>
      <ProgressBar
        label={formatMessage(copy.usageOf, { used: usage.formattedSize, limit: usage.storageLimitFormatted })}
        value={Math.min(100, percentage)}
        valueLabel={`${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(percentage)}%`}
        tone={usage.isOverLimit ? 'danger' : percentage >= 90 ? 'warning' : 'primary'}
      />
      <p className={styles.usageMeta}>
        {usage.planName ? formatMessage(copy.plan, { plan: usage.planName }) : copy.noPlan}
      </p>
      {usage.isOverLimit ? <p className={styles.overLimit}>{copy.overLimit}</p> : null}
    </div>
  );
}
