import type { Widen } from '../i18n/useCopy';
import type { queueSlotsEditorMessages } from './messages';

/** English of `queueSlotsEditorMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const queueSlotsEditorEn: Widen<typeof queueSlotsEditorMessages> = {
  title: 'Queue slots',
  description:
    'Choose the days and times this account posts. "Add to queue" puts each post in the next free slot, in the project\'s time zone.',
  weekday: 'Day of the week',
  time: 'Time',
  add: 'Add slot',
  adding: 'Adding...',
  remove: 'Remove {slot}',
  slot: '{weekday} at {time}',
  loadError: 'The queue slots could not be loaded.',
  emptyTitle: 'No slots yet',
  emptyHint: 'Add the times this account usually posts, for example Monday to Friday at 09:00.',
  weekdays: {
    '0': 'Sunday',
    '1': 'Monday',
    '2': 'Tuesday',
    '3': 'Wednesday',
    '4': 'Thursday',
    '5': 'Friday',
    '6': 'Saturday',
  },
};
