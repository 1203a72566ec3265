import { formatLongDate, formatTime } from '@postify/sdk/format';
import { formatMessage } from '../i18n/format';
import type { ScheduleEditorMessages } from './messages';
import * as styles from './ScheduleEditor.css';

/** The publications a schedule describes, listed before it is saved, in the project's time zone. */
export function OccurrenceList({
  occurrences,
  total,
  timeZone,
  messages,
}: {
  occurrences: readonly Date[];
  total: number;
  timeZone: string;
  messages: ScheduleEditorMessages;
}) {
  if (occurrences.length === 0) return null;
  return (
    <section
      className={styles.occurrences}
      aria-label={formatMessage(messages.occurrencesTitle, { count: total })}
    >
      <p className={styles.groupLabel}>{formatMessage(messages.occurrencesTitle, { count: total })}</p>
      <ol className={styles.occurrenceList}>
        {occurrences.map((at) => (
          <li key={at.getTime()}>
            {formatMessage(messages.occurrenceAt, {
              date: formatLongDate(at, { timeZone }),
              time: formatTime(at, { timeZone }),
            })}
          </li>
        ))}
      </ol>
      {total > occurrences.length ? (
        <p className={styles.muted}>
          {formatMessage(messages.occurrencesMore, { count: total - occurrences.length })}
        </p>
      ) : null}
    </section>
  );
}
