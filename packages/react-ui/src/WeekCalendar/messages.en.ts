import type { Widen } from '../i18n/useCopy';
import type { weekCalendarMessages } from './messages';

/** English of `weekCalendarMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const weekCalendarEn: Widen<typeof weekCalendarMessages> = {
  title: 'Calendar',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  views: 'View',
  week: 'Week',
  month: 'Month',
  noPosts: 'No posts',
  queueSlots: 'Free queue slots',
  queueSlot: '{time} · Free',
  queueSlotAccount: ' in the queue of {account}',
  loading: 'Loading posts...',
  morePosts: '+{count}',
  postCount: '{count, plural, =1 {1 post} other {{count} posts}}',
  timeZoneNote: 'Times in {zone} ({name})',
  preview: 'Preview',
  previewTitle: 'Preview of post #{id}',
  schedules: 'Schedules',
  moveTo: 'Move to…',
  moveTitle: 'Move post #{id}',
  moveDate: 'New date and time',
  move: 'Move',
  moving: 'Moving...',
  cancel: 'Cancel',
  moveFailed: 'Could not move the post. Please try again.',
  dropHere: 'Drop here to move to {day}',
  status: {
    SCHEDULED: 'Scheduled',
    PUBLISHING: 'Publishing',
    POSTED: 'Posted',
    FAILED: 'Failed',
  },
};
