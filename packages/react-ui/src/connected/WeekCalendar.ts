export {
  ConnectedWeekCalendar,
  type ConnectedWeekCalendarProps,
} from '../WeekCalendar/ConnectedWeekCalendar';
