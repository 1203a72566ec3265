import { parseDate } from '@internationalized/date';
import type { Schemas } from '@postify/sdk';
import { formatDateTime } from '@postify/sdk/format';
import { useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { DatePicker } from '../DatePicker';
import { EmptyState } from '../EmptyState';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Skeleton } from '../Skeleton';
import { Icon } from '../shared/Icon';
import { type QueueListMessages, queueListMessages } from './messages';
import * as styles from './QueueList.css';

type Entry = Schemas['QueueEntry'];

export interface QueueListProps {
  /** One account's queue, earliest first (`GET /queue?socialMediaAccountId=…`), free slots included. */
  entries: readonly Entry[];
  /** The project's time zone: slot times show on its wall clock. */
  timeZone?: string;
  isLoading?: boolean;
  hasError?: boolean;
  /** Moves a queued post to the slot `to` (the post there, if any, takes its slot). */
  onMove: (move: Schemas['MoveQueueItemRequest']) => Promise<unknown>;
  /** Shown under the title instead of the description, e.g. the account's name. */
  subtitle?: string;
  /** The first day shown ('YYYY-MM-DD' on the project's calendar), or null for today. */
  from?: string | null;
  /** Shows 'Mostrar a partir de', to look at the queue of later weeks; hears the chosen day. */
  onFromChange?: (day: string | null) => void;
  messages?: Partial<QueueListMessages>;
}

/** Day and time of a slot on the project's wall clock, without seconds. */
function when(at: string, timeZone: string | undefined) {
  return formatDateTime(at, timeZone ? { timeZone } : {}).slice(0, 16);
}

/**
 * The queue of one account, slot by slot: each queued post with buttons to move it to the previous or
 * next slot (keyboard-reachable, announced when done), and the free slots between them.
 */
export function QueueList({
  entries,
  timeZone,
  isLoading,
  hasError,
  onMove,
  subtitle,
  from = null,
  onFromChange,
  messages,
}: QueueListProps) {
  const m = useCopy('queueList', queueListMessages, messages);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function move(entry: Entry, to: Entry | undefined) {
    if (entry.scheduleId === null || !to) return;
    setError(null);
    try {
      await onMove({ scheduleId: entry.scheduleId, to: to.at });
      setAnnouncement(formatMessage(m.moved, { caption: entry.caption ?? '', when: when(to.at, timeZone) }));
    } catch (refusal) {
      setError(refusal instanceof Error ? refusal.message : String(refusal));
    }
  }

  return (
    <Card as="section" title={m.title} description={subtitle ?? m.description}>
      {onFromChange ? (
        <DatePicker
          className={styles.from}
          label={m.from}
          description={m.fromHint}
          value={from ? parseDate(from) : null}
          onChange={(value) => onFromChange(value ? value.toString() : null)}
        />
      ) : null}
      {hasError ? <Banner tone="danger">{m.loadError}</Banner> : null}
      {error ? <Banner tone="danger">{error}</Banner> : null}
      {isLoading ? (
        <div role="status" aria-label={m.title}>
          <Skeleton height="160px" />
        </div>
      ) : null}
      {!isLoading && !hasError && entries.length === 0 ? (
        <EmptyState title={m.emptyTitle} hint={m.emptyHint} icon="calendar" />
      ) : null}
      {entries.length > 0 ? (
        <ol className={styles.list}>
          {entries.map((entry, index) => {
            const caption = entry.caption ?? '';
            const held = entry.scheduleId !== null;
            return (
              <li key={entry.at} className={held ? styles.entry : styles.freeEntry}>
                <span className={styles.when}>{when(entry.at, timeZone)}</span>
                <span className={styles.caption}>{held ? caption : m.free}</span>
                {held ? (
                  <span className={styles.moves}>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      isDisabled={index === 0}
                      aria-label={formatMessage(m.moveUp, { caption })}
                      onPress={() => move(entry, entries[index - 1])}
                    >
                      <Icon name="chevronUp" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      iconOnly
                      isDisabled={index === entries.length - 1}
                      aria-label={formatMessage(m.moveDown, { caption })}
                      onPress={() => move(entry, entries[index + 1])}
                    >
                      <Icon name="chevronDown" />
                    </Button>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <output className={styles.status} aria-live="polite">
        {announcement}
      </output>
    </Card>
  );
}
