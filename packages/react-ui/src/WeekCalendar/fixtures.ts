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

type Status = Schemas['Schedule']['status'];

/**
 * A post repeated daily at `hour` on local `days` of November 2026, to Instagram and Facebook at once, as
 * the API stores a repeat: one schedule per occurrence and account. `statuses` gives each day's statuses
 * (Instagram's, Facebook's); 'SCHEDULED' for both otherwise.
 */
export function repeatingPost(
  id: number,
  days: readonly number[],
  hour: number,
  statuses: Readonly<Record<number, readonly [Status, Status]>> = {},
): Schemas['Post'] {
  const base = samplePost(id, { scheduleHours: [0, 0] });
  const accounts = base.schedules.map((schedule) => schedule.socialMediaAccount);
  const schedules = days.flatMap((day, d) =>
    accounts.map((account, a): Schemas['Schedule'] => {
      const status = statuses[day]?.[a] ?? 'SCHEDULED';
      const scheduledAt = new Date(2026, 10, day, hour).toISOString();
      return {
        id: id * 100 + d * 10 + a,
        scheduledAt,
        postedAt: status === 'POSTED' ? scheduledAt : null,
        status,
        failureReason: status === 'FAILED' ? 'A conexão com a conta expirou. Reconecte a conta.' : null,
        socialMediaAccount: account,
      };
    }),
  );
  return { ...base, schedules };
}

/** A week with posts on some days and none on others. */
export const calendarPosts: Schemas['Post'][] = [
  postOn(101, 22, 9, 30, 2),
  postOn(102, 22, 18, 0),
  postOn(103, 24, 12, 15, 3),
  postOn(104, 27, 8, 0),
];

/**
 * A daily post from 20/11 to 25/11 at 07:00: posted on the 20th, posted to Instagram but failed on
 * Facebook on the 21st, being published today (the 22nd), waiting after.
 */
export const dailyPost = repeatingPost(105, [20, 21, 22, 23, 24, 25], 7, {
  20: ['POSTED', 'POSTED'],
  21: ['POSTED', 'FAILED'],
  22: ['PUBLISHING', 'SCHEDULED'],
});

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
