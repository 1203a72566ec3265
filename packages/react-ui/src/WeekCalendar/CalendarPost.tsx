import type { Schemas } from '@postify/sdk';
import { formatTime } from '@postify/sdk/format';
import { type OccurrenceStatus, occurrenceStatus } from '@postify/sdk/rules';
import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { Icon, type IconName } from '../shared/Icon';
import type { PostOccurrence } from './calendarRules';
import type { WeekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];

const statusIcons: Record<OccurrenceStatus, IconName> = {
  SCHEDULED: 'calendar',
  PUBLISHING: 'more',
  POSTED: 'success',
  FAILED: 'error',
};

interface CalendarPostProps {
  occurrence: PostOccurrence;
  timeZone: string;
  messages: WeekCalendarMessages;
  onPreview: (post: Post) => void;
  /** Offers 'Mover para…' when given. */
  onMove?: ((occurrence: PostOccurrence) => void) | undefined;
  /** Makes the occurrence draggable when given. */
  onDragStart?: ((occurrence: PostOccurrence) => void) | undefined;
}

/**
 * One occurrence of a post on a calendar day: 'HH:mm #id' with its status (icon and colour, named for
 * screen readers), expanding to each account's status, 'Preview' and 'Mover para…'.
 */
export function CalendarPost({
  occurrence,
  timeZone,
  messages: m,
  onPreview,
  onMove,
  onDragStart,
}: CalendarPostProps) {
  const { post, at, schedules } = occurrence;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const time = formatTime(at, { timeZone });
  const status = occurrenceStatus(schedules);
  return (
    <li
      draggable={Boolean(onDragStart)}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(post.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.(occurrence);
      }}
    >
      <AriaButton
        className={styles.postButton}
        data-status={status}
        data-movable={onDragStart ? true : undefined}
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onPress={() => setOpen((value) => !value)}
      >
        <span className={styles.postText}>
          {time} #{post.id}
        </span>
        <Icon name={statusIcons[status]} size={14} label={m.status[status]} />
      </AriaButton>
      {open ? (
        <div id={detailsId} className={styles.expanded}>
          <span>{time}</span>
          <ul className={styles.accounts}>
            {schedules.map((schedule) => (
              <li key={schedule.id}>
                {schedule.socialMediaAccount.platformName} · {m.status[schedule.status]}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="secondary" onPress={() => onPreview(post)}>
            {m.preview}
          </Button>
          {onMove ? (
            <Button size="sm" variant="ghost" onPress={() => onMove(occurrence)}>
              {m.moveTo}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
