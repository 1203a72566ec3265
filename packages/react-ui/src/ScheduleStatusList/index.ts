export { type ScheduleStatusListMessages, scheduleStatusListMessages } from './messages';
export { ScheduleStatusList, type ScheduleStatusListProps } from './ScheduleStatusList';
