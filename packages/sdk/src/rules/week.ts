import { LIMITS } from '../schemas/limits.js';
import { instantIn, localTimeZone, wallClockIn } from './repeat.js';

// A calendar day is carried as a Date at local midnight whose year, month and day are the day's: it names
// a date, not an instant. Instants (a schedule's time, a query bound) are placed on those days through the
// project's time zone, so a user abroad sees the project's days and hours.

/** Local midnight of the day containing `date`. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The calendar day `timeZone` shows at `instant` (as a local midnight, see above): today, for a project. */
export function dayIn(instant: Date, timeZone: string = localTimeZone()): Date {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return new Date(year, month - 1, day);
}

/** Adds whole calendar days in local time (a day is not always 24 h across daylight saving). */
export function addLocalDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
  );
}

/** The calendar's days: `LIMITS.calendarDays` local midnights from `start`. */
export function weekDays(start: Date, days: number = LIMITS.calendarDays): Date[] {
  const first = startOfLocalDay(start);
  return Array.from({ length: days }, (_, i) => addLocalDays(first, i));
}

/** The instant a calendar day starts in `timeZone`. */
function startInstant(day: Date, timeZone: string): Date {
  return instantIn({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }, timeZone);
}

/**
 * Query bounds of a window for `GET /posts/scheduled`: `from` the start of its first day in `timeZone`
 * (the project's; the runtime's own by default), `to` the start of the day after it.
 */
export function weekBounds(
  start: Date,
  days: number = LIMITS.calendarDays,
  timeZone: string = localTimeZone(),
): { from: string; to: string } {
  const first = startOfLocalDay(start);
  return {
    from: startInstant(first, timeZone).toISOString(),
    to: startInstant(addLocalDays(first, days), timeZone).toISOString(),
  };
}

/** 'YYYY-MM-DD' of a calendar day (see above), a stable key for it. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` at the wall-clock time `time` shows in `timeZone`: where a post dropped on a day lands. */
export function atTimeOfDay(day: Date, time: Date, timeZone: string = localTimeZone()): Date {
  const { hour, minute } = wallClockIn(time, timeZone);
  return instantIn(
    { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate(), hour, minute },
    timeZone,
  );
}

/** Where one publication of a post stands on one network account (the contract's `OccurrenceStatus`). */
export type OccurrenceStatus = 'SCHEDULED' | 'PUBLISHING' | 'POSTED' | 'FAILED';

/**
 * One status for an occurrence published to several accounts, the one that needs the user most: 'FAILED'
 * when any account failed, else 'PUBLISHING' while any is being sent, else 'SCHEDULED' while any still
 * waits, 'POSTED' only when every account has it.
 */
export function occurrenceStatus(schedules: readonly { status: OccurrenceStatus }[]): OccurrenceStatus {
  const statuses = new Set(schedules.map((schedule) => schedule.status));
  for (const status of ['FAILED', 'PUBLISHING', 'SCHEDULED'] as const) {
    if (statuses.has(status)) return status;
  }
  return 'POSTED';
}

/** The smallest shape of a post the calendar needs: its schedules' times. */
export interface SchedulablePost {
  schedules: readonly { scheduledAt: string }[];
}

/**
 * One publication of a post on the calendar: the post, the instant, and its schedules at that instant
 * (one per network account, each with its own status).
 */
export interface CalendarOccurrence<P extends SchedulablePost> {
  post: P;
  at: Date;
  schedules: P['schedules'][number][];
}

/** One calendar day and the occurrences placed on it, earliest first. */
export interface CalendarDay<P extends SchedulablePost> {
  date: Date;
  key: string;
  occurrences: CalendarOccurrence<P>[];
}

/**
 * Places every occurrence of each post that falls within the given days, on its day in `timeZone` (the
 * project's; the runtime's own by default). A repeating post shows on each of its days: the API stores
 * one schedule per occurrence and account, and the schedules of a post at the same instant make one
 * occurrence. Schedules outside the window, or without a valid time, are left out.
 */
export function placeOccurrencesByDay<P extends SchedulablePost>(
  posts: readonly P[],
  days: readonly Date[],
  timeZone: string = localTimeZone(),
): CalendarDay<P>[] {
  const calendar = days.map((date) => ({
    date,
    key: localDayKey(date),
    occurrences: [] as CalendarOccurrence<P>[],
  }));
  const byKey = new Map(calendar.map((day) => [day.key, day]));
  // Each day as the span of instants it lasts in the zone, in order: placing a schedule is then a
  // comparison, not a time-zone conversion per schedule (which was most of the cost of a crowded week).
  const starts = new Map<string, number>();
  const startOf = (day: Date) => {
    const key = localDayKey(day);
    let start = starts.get(key);
    if (start === undefined) {
      start = startInstant(day, timeZone).getTime();
      starts.set(key, start);
    }
    return start;
  };
  const spans = [...byKey.values()]
    .map((day) => ({ day, from: startOf(day.date), to: startOf(addLocalDays(day.date, 1)) }))
    .sort((a, b) => a.from - b.from);
  const dayAt = (time: number) => {
    let low = 0;
    let high = spans.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const span = spans[middle];
      if (!span) break;
      if (time < span.from) high = middle - 1;
      else if (time >= span.to) low = middle + 1;
      else return span.day;
    }
    return undefined;
  };
  for (const post of posts) {
    const byInstant = new Map<number, CalendarOccurrence<P>>();
    for (const schedule of post.schedules) {
      const time = Date.parse(schedule.scheduledAt);
      if (Number.isNaN(time)) continue;
      const occurrence = byInstant.get(time);
      if (occurrence) {
        occurrence.schedules.push(schedule);
        continue;
      }
      const day = dayAt(time);
      if (!day) continue;
      const placed = { post, at: new Date(time), schedules: [schedule] };
      byInstant.set(time, placed);
      day.occurrences.push(placed);
    }
  }
  for (const day of calendar) day.occurrences.sort((a, b) => a.at.getTime() - b.at.getTime());
  return calendar;
}
