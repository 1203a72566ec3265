export {
  apiKeyMessages,
  approvalMessages,
  stateMessages,
  tiktokMessages,
  webhookMessages,
} from '../messages.js';
// Network constraints live here (no longer in `schemas`): they need no zod, so previews and other light
// consumers get them without the schemas entry's weight, and the schemas entry stays forms only.
export * from '../networks/index.js';
export {
  ALLOWED_ORIGINS_MAX,
  API_KEY_NAME_MAX,
  type ApiKeyScope,
  type ApiKeyViolation,
  allowedOriginsViolations,
  apiKeyScopes,
  apiKeyViolations,
  isApiKeyScope,
  originViolation,
  originViolationKey,
} from './api-keys.js';
export {
  awaitsReview,
  canReview,
  eventActorName,
  needsReview,
  type PostEvent,
  type ReviewDecision,
  type ReviewLinkViolation,
  type ReviewStatus,
  reviewCommentError,
  reviewCommentErrorKey,
  reviewLinkExpiry,
  reviewLinkViolations,
} from './approvals.js';
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
  nextFreeSlot,
  QUEUE_HORIZON_DAYS,
  QUEUE_SLOTS_MAX,
  type QueueMessageKey,
  type QueueSlot,
  queueMessages,
  queueSlotErrorKey,
  queueSlotInstants,
  slotMinutes,
  sortQueueSlots,
} from './queue.js';
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
  combineTikTokCreators,
  emptyTikTokOptions,
  readTikTokOptions,
  type TikTokCreatorLimits,
  type TikTokOptionsDraft,
  type TikTokOptionsProblem,
  type TikTokOptionsProblemCode,
  tiktokDisclosureLabel,
  tiktokOptionsProblems,
  tiktokPrivacyAvailable,
  tiktokPrivacyLevels,
  toTikTokPostOptions,
} from './tiktok.js';
export {
  clampIndex,
  type PricingPeriod,
  pricingPeriods,
  resendCodeLabel,
  secondsUntil,
  wrapIndex,
} from './ui.js';
export { codeDigits, hasPassedScrollThreshold, type ScrollMetrics } from './ui-limits.js';
export { type WebhookEventType, webhookEvents, webhookUrlError, webhookUrlErrorKey } from './webhooks.js';
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
