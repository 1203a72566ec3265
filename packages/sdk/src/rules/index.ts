export { stateMessages } from '../messages.js';
export {
  type ComposerSaveState,
  canSaveComposer,
  composerSaveLabel,
  randomTemplateNumber,
} from './composer.js';
export {
  type ScheduleMoment,
  type ScheduleRequest,
  scheduleMomentToDate,
  scheduleOccurrences,
  schedulePastError,
  toScheduleRequest,
} from './schedule.js';
export {
  clampIndex,
  codeDigits,
  hasPassedScrollThreshold,
  type PricingPeriod,
  pricingPeriods,
  type ScrollMetrics,
  wrapIndex,
} from './ui.js';
export {
  addLocalDays,
  type CalendarDay,
  localDayKey,
  placePostsByDay,
  type SchedulablePost,
  startOfLocalDay,
  weekBounds,
  weekDays,
} from './week.js';
