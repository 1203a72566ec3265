import type { Schemas } from '@postify/sdk';
import { formatTime } from '@postify/sdk/format';
import { type OccurrenceStatus, occurrenceStatus } from '@postify/sdk/rules';
import { memo, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../Button';
import { Icon, type IconName } from '../shared/Icon';
import { canMoveOccurrence, type PostOccurrence } from './calendarRules';
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
 * screen readers), expanding to each account's status, 'Preview' and 'Mover para…'. Memoised: a day
 * redrawn (a drag passing over it, a preview opening) leaves its posts as they are.
 */
export const CalendarPost = memo(CalendarPostItem, samePost);

function CalendarPostItem({
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

/**
 * Whether an occurrence is drawn as before: the same post, instant and schedules. The calendar places
 * every post again when its list changes (a refresh, a move), and a query's refresh keeps the posts that
 * did not change as the same objects, so only the changed ones are drawn again.
 */
function samePost(before: CalendarPostProps, after: CalendarPostProps): boolean {
  const a = before.occurrence;
  const b = after.occurrence;
  return (
    a.post === b.post &&
    a.at.getTime() === b.at.getTime() &&
    a.schedules.length === b.schedules.length &&
    a.schedules.every((schedule, i) => schedule === b.schedules[i]) &&
    before.timeZone === after.timeZone &&
    before.messages === after.messages &&
    before.onPreview === after.onPreview &&
    before.onMove === after.onMove &&
    before.onDragStart === after.onDragStart
  );
}

/**
 * What every post of the calendar shares, kept stable by the calendar so that memoised days and posts are
 * not drawn again when it renders.
 */
export interface CalendarPostActions {
  timeZone: string;
  messages: WeekCalendarMessages;
  onPreview: (post: Post) => void;
  /** Offers 'Mover para…' and drag and drop on the occurrences that can still move; nothing moves without it. */
  onMove?: ((occurrence: PostOccurrence) => void) | undefined;
  onDragStart?: ((occurrence: PostOccurrence) => void) | undefined;
}

/** A day's occurrences as a list, the first `limit` of them (see `WeekCalendar`'s first paint). */
export function CalendarPosts({
  occurrences,
  limit,
  actions,
}: {
  occurrences: readonly PostOccurrence[];
  limit: number;
  actions: CalendarPostActions;
}) {
  return (
    <ul className={styles.posts}>
      {occurrences.slice(0, limit).map((occurrence) => {
        const movable = canMoveOccurrence(occurrence);
        return (
          <CalendarPost
            key={`${occurrence.post.id}@${occurrence.at.getTime()}`}
            occurrence={occurrence}
            timeZone={actions.timeZone}
            messages={actions.messages}
            onPreview={actions.onPreview}
            onMove={movable ? actions.onMove : undefined}
            onDragStart={movable ? actions.onDragStart : undefined}
          />
        );
      })}
    </ul>
  );
}
