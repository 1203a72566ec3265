import type { Schemas } from '@postify/sdk';
import { addLocalDays, type CalendarOccurrence, weekDays } from '@postify/sdk/rules';

/** One publication of a post on the calendar (its schedules at one instant, one per account). */
export type PostOccurrence = CalendarOccurrence<Schemas['Post']>;

/** The 6 weeks (Sunday first, as calendars in Brazil start) that show the month of `anchor`. */
export function monthGridDays(anchor: Date): Date[] {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  return weekDays(addLocalDays(first, -first.getDay()), 42);
}

/** The same month as `anchor` moved by `months`, at its first day. */
export function addMonths(anchor: Date, months: number): Date {
  return new Date(anchor.getFullYear(), anchor.getMonth() + months, 1);
}

/** Whether an occurrence can still move: none of its accounts has started publishing it. */
export function canMoveOccurrence(occurrence: Pick<PostOccurrence, 'schedules'>): boolean {
  return occurrence.schedules.every((schedule) => schedule.status === 'SCHEDULED');
}

/**
 * The `schedules` field of the post update that moves one occurrence to `to`: the post's waiting schedules
 * (the ones `PUT /posts/{id}` replaces; posted and failed ones stay as they are on the server), those at
 * the occurrence's instant moved, the other occurrences of a repeat left where they are.
 */
export function moveOccurrence(
  occurrence: Pick<PostOccurrence, 'post' | 'at'>,
  to: Date,
): { scheduledAt: string; socialMediaAccountIds: string[] }[] {
  const from = occurrence.at.getTime();
  return occurrence.post.schedules
    .filter((schedule) => schedule.status === 'SCHEDULED')
    .map((schedule) => ({
      scheduledAt: Date.parse(schedule.scheduledAt) === from ? to.toISOString() : schedule.scheduledAt,
      socialMediaAccountIds: [schedule.socialMediaAccount.id],
    }));
}

/** The distinct platform names of schedules, in first-seen order. */
export function platformNames(schedules: readonly Schemas['Schedule'][]): string[] {
  return [...new Set(schedules.map((s) => s.socialMediaAccount.platformName))];
}
