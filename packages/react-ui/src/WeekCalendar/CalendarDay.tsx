import type { Schemas } from '@postify/sdk';
import { formatTime } from '@postify/sdk/format';
import { type CalendarDay as Day, occurrenceStatus } from '@postify/sdk/rules';
import { memo, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { formatMessage } from '../i18n/format';
import { cx } from '../shared/cx';
import { type CalendarPostActions, CalendarPosts } from './CalendarPost';
import type { WeekCalendarMessages } from './messages';
import type { QueueSlotCell } from './WeekCalendar';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];

const dayName = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' });
const shortDay = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit' });

/** How many status dots a compact month cell draws before '+n'. */
const compactDots = 3;

interface CalendarDayProps {
  day: Day<Post>;
  /** The day's empty queue slots, earliest first. */
  queueSlots: readonly QueueSlotCell[];
  messages: WeekCalendarMessages;
  variant: 'week' | 'month';
  headingLevel: 2 | 3 | 4 | 5 | 6;
  isToday: boolean;
  isOutside?: boolean;
  /** Month view: the day whose posts the compact (phone) month lists under its grid. */
  isChosen?: boolean;
  /** Month view: chooses a day (by its key) in the compact grid. */
  onChoose?: ((key: string) => void) | undefined;
  /** Accepts a dragged post when given. */
  onDropPost?: ((day: Date) => void) | undefined;
  /** How many of the day's occurrences to draw (all but on a crowded first paint). */
  limit: number;
  actions: CalendarPostActions;
}

/**
 * A day of the calendar: its heading, its occurrences (or 'Sem posts') and, while dragging, a drop target.
 * In the compact month (a narrow container) it is one button: the day's number and a dot per occurrence in
 * its status colour, which chooses the day. Memoised: the calendar redraws only the days whose props changed.
 */
export const CalendarDay = memo(function CalendarDay({
  day,
  queueSlots,
  messages: m,
  variant,
  headingLevel,
  isToday,
  isOutside = false,
  isChosen = false,
  onChoose,
  onDropPost,
  limit,
  actions,
}: CalendarDayProps) {
  const [over, setOver] = useState(false);
  const label = dayName.format(day.date);
  const Heading = `h${headingLevel}` as const;
  const heading = variant === 'week' ? shortDay.format(day.date) : String(day.date.getDate());
  const count = day.occurrences.length;
  return (
    <li
      aria-label={label}
      className={cx(styles.day, variant === 'week' ? styles.weekDay : styles.monthDay)}
      data-today={isToday || undefined}
      data-outside={isOutside || undefined}
      data-chosen={isChosen || undefined}
      data-drop-target={over || undefined}
      onDragOver={
        onDropPost
          ? (event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setOver(true);
            }
          : undefined
      }
      onDragLeave={() => setOver(false)}
      onDrop={
        onDropPost
          ? (event) => {
              event.preventDefault();
              setOver(false);
              onDropPost(day.date);
            }
          : undefined
      }
      title={over ? formatMessage(m.dropHere, { day: label }) : undefined}
    >
      {onChoose ? (
        <AriaButton className={styles.dayChoice} aria-pressed={isChosen} onPress={() => onChoose(day.key)}>
          {/* Named by the hidden text, not aria-label: the visible number stays part of what is read. */}
          <span aria-hidden="true">{day.date.getDate()}</span>
          <span className={styles.srOnly}>
            {`${label}, ${count === 0 ? m.noPosts : formatMessage(m.postCount, { count })}`}
          </span>
          <span className={styles.dots} aria-hidden="true">
            {day.occurrences.slice(0, compactDots).map((occurrence) => (
              <span
                key={`${occurrence.post.id}@${occurrence.at.getTime()}`}
                className={styles.dot}
                data-status={occurrenceStatus(occurrence.schedules)}
              />
            ))}
            {count > compactDots ? formatMessage(m.morePosts, { count: count - compactDots }) : null}
          </span>
        </AriaButton>
      ) : null}
      <div className={styles.dayBody}>
        <Heading className={styles.dayHeading}>{heading}</Heading>
        {count ? (
          <CalendarPosts occurrences={day.occurrences} limit={limit} actions={actions} />
        ) : (
          <p className={styles.empty}>{m.noPosts}</p>
        )}
        {queueSlots.length > 0 ? (
          <ul className={styles.queueSlots} aria-label={m.queueSlots}>
            {queueSlots.map((slot) => (
              <li key={`${slot.account}@${slot.at}`} className={styles.queueSlot}>
                {formatMessage(m.queueSlot, { time: formatTime(slot.at, { timeZone: actions.timeZone }) })}
                <span className={styles.srOnly}>
                  {formatMessage(m.queueSlotAccount, { account: slot.account })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
});
