import { type CalendarDateTime, now, parseAbsolute, toCalendarDateTime } from '@internationalized/date';
import type { Schemas } from '@postify/sdk';

/** An account a schedule can publish to, as a schedule names it. */
export type ScheduleAccount = Pick<
  Schemas['Schedule']['socialMediaAccount'],
  'id' | 'platformName' | 'username'
>;

/** What the card hands to `onSave`: the fields of `PUT /posts/{id}` before they become multipart. */
export interface PostUpdate {
  caption: string;
  description: string;
  /** Every schedule the post keeps or gains, as the edit payload takes them. */
  schedules: { scheduledAt: string; socialMediaAccountIds: string[] }[];
  /** Media already on the post that stay. */
  keptMediaUrls: string[];
  /** New files to upload. */
  media: File[];
}

/** One schedule row while editing. */
export interface ScheduleDraft {
  key: string;
  at: CalendarDateTime;
  accountIds: string[];
}

/** The edit form's state. */
export interface PostDraft {
  caption: string;
  description: string;
  schedules: ScheduleDraft[];
  keptMediaUrls: string[];
  files: File[];
}

let nextKey = 0;
const newKey = () => `schedule-${++nextKey}`;

/** A new schedule row at the current minute: the spec's default time is "now". */
export function newScheduleDraft(timeZone: string): ScheduleDraft {
  const at = toCalendarDateTime(now(timeZone)).set({ second: 0, millisecond: 0 });
  return { key: newKey(), at, accountIds: [] };
}

/** The form state that starts an edit of `post`, times in `timeZone`. */
export function draftFromPost(post: Schemas['Post'], timeZone: string): PostDraft {
  return {
    caption: post.caption,
    description: post.description ?? '',
    schedules: post.schedules.map((schedule) => ({
      key: newKey(),
      at: toCalendarDateTime(parseAbsolute(schedule.scheduledAt, timeZone)),
      accountIds: [schedule.socialMediaAccount.id],
    })),
    keptMediaUrls: [...post.mediaUrls],
    files: [],
  };
}

/** The update a finished draft sends, schedule times read in `timeZone`. */
export function updateFromDraft(draft: PostDraft, timeZone: string): PostUpdate {
  return {
    caption: draft.caption,
    description: draft.description,
    schedules: draft.schedules.map((schedule) => ({
      scheduledAt: schedule.at.toDate(timeZone).toISOString(),
      socialMediaAccountIds: schedule.accountIds,
    })),
    keptMediaUrls: draft.keptMediaUrls,
    media: draft.files,
  };
}

/** The earliest `postedAt` of the post's schedules, or null while nothing was posted. */
export function firstPostedAt(post: Pick<Schemas['Post'], 'schedules'>): string | null {
  let first: string | null = null;
  for (const { postedAt } of post.schedules) {
    if (postedAt && (first === null || Date.parse(postedAt) < Date.parse(first))) first = postedAt;
  }
  return first;
}
