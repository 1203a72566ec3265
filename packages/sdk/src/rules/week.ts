import { LIMITS } from '../schemas/limits.js';

/** Local midnight of the day containing `date`. */
export function startOfLocalDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
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

/** Query bounds of a window for `GET /posts/scheduled`: `from` its first local midnight, `to` the one after it. */
export function weekBounds(start: Date, days: number = LIMITS.calendarDays): { from: string; to: string } {
  const first = startOfLocalDay(start);
  return { from: first.toISOString(), to: addLocalDays(first, days).toISOString() };
}

/** 'YYYY-MM-DD' of a date in local time, a stable key for a calendar day. */
export function localDayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The smallest shape of a post the calendar needs: its schedules' times. */
export interface SchedulablePost {
  schedules: readonly { scheduledAt: string }[];
}

/** One calendar day and the posts placed on it, earliest first. */
export interface CalendarDay<P> {
  date: Date;
  key: string;
  posts: { post: P; at: Date }[];
}

/**
 * Places each post on the day of its earliest schedule, in local time, within the given days; posts
 * without schedules or whose earliest schedule falls outside the window are left out.
 */
export function placePostsByDay<P extends SchedulablePost>(
  posts: readonly P[],
  days: readonly Date[],
): CalendarDay<P>[] {
  const calendar = days.map((date) => ({
    date,
    key: localDayKey(date),
    posts: [] as { post: P; at: Date }[],
  }));
  const byKey = new Map(calendar.map((day) => [day.key, day]));
  for (const post of posts) {
    const times = post.schedules.map((s) => Date.parse(s.scheduledAt)).filter((t) => !Number.isNaN(t));
    if (times.length === 0) continue;
    const at = new Date(Math.min(...times));
    byKey.get(localDayKey(at))?.posts.push({ post, at });
  }
  for (const day of calendar) day.posts.sort((a, b) => a.at.getTime() - b.at.getTime());
  return calendar;
}
