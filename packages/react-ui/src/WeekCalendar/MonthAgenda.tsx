import type { Schemas } from '@postify/sdk';
import type { CalendarDay } from '@postify/sdk/rules';
import { type CalendarPostActions, CalendarPosts } from './CalendarPost';
import type { WeekCalendarMessages } from './messages';
import * as styles from './WeekCalendar.css';

const dayName = new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long' });

/**
 * The compact month's chosen day, under the grid: its long name and its occurrences, as a phone's calendar
 * lists them (the grid's cells only have room for dots). Hidden when the container is wide enough for the
 * posts to show in the cells.
 */
export function MonthAgenda({
  day,
  messages: m,
  headingLevel,
  limit,
  actions,
}: {
  day: CalendarDay<Schemas['Post']>;
  messages: WeekCalendarMessages;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** How many of the day's occurrences to draw (all but on a crowded first paint). */
  limit: number;
  actions: CalendarPostActions;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.agenda} aria-label={dayName.format(day.date)}>
      <Heading className={styles.agendaHeading}>{dayName.format(day.date)}</Heading>
      {day.occurrences.length ? (
        <CalendarPosts occurrences={day.occurrences} limit={limit} actions={actions} />
      ) : (
        <p className={styles.empty}>{m.noPosts}</p>
      )}
    </section>
  );
}
