export {
  addMonths,
  canMoveOccurrence,
  monthGridDays,
  moveOccurrence,
  type PostOccurrence,
  platformNames,
} from './calendarRules';
export { type WeekCalendarMessages, weekCalendarMessages } from './messages';
export {
  type CalendarView,
  calendarViews,
  type QueueSlotCell,
  WeekCalendar,
  type WeekCalendarProps,
} from './WeekCalendar';
