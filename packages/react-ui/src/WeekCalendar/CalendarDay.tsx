import type { Schemas } from '@postify/sdk';
import type { CalendarDay as Day } from '@postify/sdk/rules';
import { type ReactNode, useState } from 'react';
import { formatMessage } from '../messages';
import { cx } from '../shared/cx';
import type { WeekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

type Post = Schemas['Post'];

const dayName = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' });
const shortDay = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit' });

interface CalendarDayProps {
  day: Day<Post>;
  messages: WeekCalendarMessages;
  variant: 'week' | 'month';
  headingLevel: 2 | 3 | 4 | 5 | 6;
  isToday: boolean;
  isOutside?: boolean;
  /** Accepts a dragged post when given. */
  onDropPost?: ((day: Date) => void) | undefined;
  children: ReactNode;
}

/** A day of the calendar: its heading, its posts (or 'Sem posts') and, while dragging, a drop target. */
export function CalendarDay({
  day,
  messages: m,
  variant,
  headingLevel,
  isToday,
  isOutside = false,
  onDropPost,
  children,
}: CalendarDayProps) {
  const [over, setOver] = useState(false);
  const label = dayName.format(day.date);
  const Heading = `h${headingLevel}` as const;
  const heading = variant === 'week' ? shortDay.format(day.date) : String(day.date.getDate());
  return (
    <li
      aria-label={label}
      className={cx(styles.day, variant === 'week' && styles.weekDay)}
      data-today={isToday || undefined}
      data-outside={isOutside || undefined}
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
      <Heading className={styles.dayHeading}>{heading}</Heading>
      {day.posts.length ? (
        <ul className={styles.posts}>{children}</ul>
      ) : (
        <p className={styles.empty}>{m.noPosts}</p>
      )}
    </li>
  );
}
