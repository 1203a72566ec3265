import type { Schemas } from '@postify/sdk';
import { sampleFailureReasons, samplePost } from '../PostCard/fixtures';

/** The calendar fixtures' "today": 22/11/2026, local midnight. */
export const calendarToday = new Date(2026, 10, 22);

/** A post whose schedules fall on local `day` of November 2026 at `hour`:`minute`, one per platform. */
export function postOn(id: number, day: number, hour: number, minute = 0, platforms = 1): Schemas['Post'] {
  const post = samplePost(id, { scheduleHours: Array.from({ length: platforms }, () => 0) });
  return {
    ...post,
    schedules: post.schedules.map((schedule, i) => ({
      ...schedule,
      scheduledAt: new Date(2026, 10, day, hour, minute + i * 30).toISOString(),
    })),
  };
}

/** A week with posts on some days and none on others. */
export const calendarPosts: Schemas['Post'][] = [
  postOn(101, 22, 9, 30, 2),
  postOn(102, 22, 18, 0),
  postOn(103, 24, 12, 15, 3),
  postOn(104, 27, 8, 0),
];

/**
 * A post on local `day` of November 2026 at `hour`: refused by the network on Instagram, and on
 * Facebook after the account's token was refused (the account must be linked again).
 */
export function failedOn(id: number, day: number, hour: number): Schemas['Post'] {
  const post = samplePost(id, {
    scheduleHours: [0, 0],
    states: ['FAILED', 'FAILED'],
    failureReasons: [sampleFailureReasons.refused, sampleFailureReasons.disconnected],
    accountStates: ['ACTIVE', 'EXPIRED'],
  });
  return {
    ...post,
    schedules: post.schedules.map((schedule) => ({
      ...schedule,
      scheduledAt: new Date(2026, 10, day, hour, 0).toISOString(),
    })),
  };
}
