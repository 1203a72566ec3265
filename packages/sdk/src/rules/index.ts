export { stateMessages } from '../messages.js';
// Network constraints live here too (and stay re-exported from `schemas`): they need no zod, so
// previews and other light consumers get them without the schemas entry's weight.
export * from '../networks/index.js';
export {
  type ComposerSaveState,
  canSaveComposer,
  composerSaveKey,
  composerSaveLabel,
  randomTemplateNumber,
} from './composer.js';
export {
  type OccurrenceAction,
  type OccurrenceState,
  occurrenceActions,
  occurrenceRefusal,
} from './occurrence.js';
export {
  DEFAULT_PROJECT_TIME_ZONE,
  instantIn,
  localTimeZone,
  type Repeat,
  repeatOccurrences,
  type WallClock,
  wallClockIn,
} from './repeat.js';
export {
  type AssignableRole,
  assignableRoles,
  can,
  canManageMember,
  type ProjectAction,
  type ProjectRole,
  roleMatrix,
} from './roles.js';
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
  resendCodeLabel,
  type ScrollMetrics,
  secondsUntil,
  wrapIndex,
} from './ui.js';
export {
  addLocalDays,
  atTimeOfDay,
  type CalendarDay,
  type CalendarOccurrence,
  dayIn,
  localDayKey,
  type OccurrenceStatus,
  occurrenceStatus,
  placeOccurrencesByDay,
  type SchedulablePost,
  startOfLocalDay,
  weekBounds,
  weekDays,
} from './week.js';
