import { ANNUAL_DISCOUNT_PERCENT, CODE_LENGTH, FREE_TRIAL_DAYS } from './terms.js';

/** Business constants and limits of the product specifications, in one place for the UI, hooks and API. */
export const LIMITS = {
  codeLength: CODE_LENGTH,
  passwordMinLength: 8,
  passwordMaxLength: 64,
  phoneMinLength: 10,
  projectNameMinLength: 3,
  projectNameMaxLength: 100,
  projectDescriptionMinLength: 10,
  projectDescriptionMaxLength: 500,
  /** Images per post; a post has at most one video and never mixes both. */
  maxImages: 15,
  maxVideos: 1,
  /** AI caption and tag actions need a caption longer than this many characters. */
  aiCaptionMinExclusive: 5,
  postsPageSize: 15,
  firstPage: 0,
  dashboardPostsPageSize: 5,
  genericPageSize: 10,
  infiniteScrollThreshold: 0.9,
  infiniteScrollThrottleMs: 150,
  toastDurationMs: 5000,
  toastMaxVisible: 1,
  copyConfirmationMs: 2000,
  defaultMaxProjects: 5,
  downloadExpiryMinutes: 60,
  /** How long a billing portal link works after `GET /subscriptions/billing` minted it. */
  billingPortalLinkMinutes: 15,
  calendarDays: 7,
  onboardingSteps: 4,
  typingMs: 90,
  deletingMs: 100,
  typingPauseMs: 2000,
  annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
  freeTrialDays: FREE_TRIAL_DAYS,
  refreshMaxRetries: 2,
  /** A new sign-in, reset or onboarding code may be asked for this long after the previous one (the API refuses sooner). */
  codeResendIntervalMs: 30_000,
  /** The forced page reload waits this long, so the toast announcing it is seen first. */
  reloadDelayMs: 500,
  authCookieName: 'postify-auth-token',
  authCookieDays: 7,
  projectIdStorageKey: 'currentProjectId',
  scheduleStepMinutes: 5,
  repeatMin: 1,
  /** Most occurrences one schedule may expand into (a year of daily posts). */
  repeatMax: 366,
  /** Longest interval between two occurrences of a schedule, in days. */
  intervalMax: 365,
  /** Webhook endpoints one project may have. */
  webhookEndpointsMax: 10,
  /** Latest deliveries an endpoint's log ('Entregas') shows. */
  webhookDeliveriesShown: 50,
  /** How long one delivery attempt waits for the endpoint's 2xx answer. */
  webhookTimeoutMs: 10_000,
  /** Attempts of one delivery (exponential backoff between them, from 30 s, capped at an hour). */
  webhookMaxAttempts: 8,
  /**
   * Deliveries in a row that end FAILED (every attempt spent) before the endpoint is disabled and the
   * project's owner is e-mailed: with 8 attempts each, the receiver has been down for hours, not minutes.
   */
  webhookDisableAfterFailures: 5,
  /** Posts one review link may share with a client. */
  reviewLinkPostsMax: 20,
  /** A review link's lifetime in days when the owner does not choose one, and the longest allowed. */
  reviewLinkDaysDefault: 7,
  reviewLinkDaysMax: 30,
  /** Longest review comment, in characters. */
  reviewCommentMax: 2000,
  /** Longest client name on a review link. */
  reviewClientNameMax: 80,
} as const;

/** Whether the AI caption and tag actions may run: the caption (trimmed) is longer than 5 characters. */
export function canUseAi(caption: string): boolean {
  return caption.trim().length > LIMITS.aiCaptionMinExclusive;
}
