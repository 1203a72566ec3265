import type { Schemas } from '@postify/sdk';
import { addLocalDays, startOfLocalDay, weekDays } from '@postify/sdk/rules';

/** The 6 weeks (Sunday first, as calendars in Brazil start) that show the month of `anchor`. */
export function monthGridDays(anchor: Date): Date[] {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  return weekDays(addLocalDays(first, -first.getDay()), 42);
}

/** The same month as `anchor` moved by `months`, at its first day. */
export function addMonths(anchor: Date, months: number): Date {
  return new Date(anchor.getFullYear(), anchor.getMonth() + months, 1);
}

/** `day` at the local time of day of `time`: where a post dropped on a day lands. */
export function atTimeOf(day: Date, time: Date): Date {
  const start = startOfLocalDay(day);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate(), time.getHours(), time.getMinutes());
}

/**
 * The schedules of `post` after moving it so that its earliest schedule falls at `at`: every schedule
 * shifts by the same amount, so repeats keep their spacing. This is the `schedules` field of the post update.
 */
export function shiftSchedules(
  post: Pick<Schemas['Post'], 'schedules'>,
  at: Date,
): { scheduledAt: string; socialMediaAccountIds: string[] }[] {
  const times = post.schedules.map((s) => Date.parse(s.scheduledAt));
  const earliest = Math.min(...times);
  const delta = Number.isFinite(earliest) ? at.getTime() - earliest : 0;
  return post.schedules.map((s, i) => ({
    scheduledAt: new Date((times[i] ?? 0) + delta).toISOString(),
    socialMediaAccountIds: [s.socialMediaAccount.id],
  }));
}

/** The distinct platform names of a post's schedules, in first-seen order. */
export function platformNames(post: Pick<Schemas['Post'], 'schedules'>): string[] {
  return [...new Set(post.schedules.map((s) => s.socialMediaAccount.platformName))];
}
