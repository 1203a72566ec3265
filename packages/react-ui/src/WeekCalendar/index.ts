export { ConnectedWeekCalendar, type ConnectedWeekCalendarProps } from './ConnectedWeekCalendar';
export { addMonths, atTimeOf, monthGridDays, platformNames, shiftSchedules } from './calendarRules';
export { type WeekCalendarMessages, weekCalendarMessages } from './messages';
export { type CalendarView, calendarViews, WeekCalendar, type WeekCalendarProps } from './WeekCalendar';
