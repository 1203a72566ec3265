import type { Widen } from '../i18n/useCopy';
import type { scheduleEditorMessages } from './messages';

/** English of `scheduleEditorMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const scheduleEditorEn: Widen<typeof scheduleEditorMessages> = {
  date: 'Date',
  accounts: 'Accounts:',
  noAccounts: 'No connected accounts.',
  repeat: 'Repeat',
  repeatNumber: 'Number of repetitions',
  repeatType: 'Interval in days',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  editing: 'Editing',
  editLabel: 'Edit the schedule of {when}',
  deleteLabel: 'Delete the schedule of {when}',
  empty: 'No schedules yet.',
  occurrencesTitle: 'Upcoming publications ({count})',
  occurrencesMore: 'and {count} more',
  occurrenceAt: '{date} at {time}',
  repeats: 'Repeats {count} times, every {days, plural, =1 {day} other {{days} days}}',
  timeZoneNote: 'Times in {zone} ({name})',
};
