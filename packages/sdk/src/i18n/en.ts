import type {
  apiKeyMessages,
  approvalMessages,
  errorMessages,
  importMessages,
  networkMessages,
  sdkMessages,
  stateMessages,
  tiktokMessages,
  webhookMessages,
} from '../messages.js';

type Table<T> = Record<keyof T, string>;

/** English for {@link sdkMessages} (`validation.*`). */
export const validationEn: Table<typeof sdkMessages> = {
  email: 'Invalid e-mail',
  signInPasswordRequired: 'Password is required',
  passwordMin: 'The password must have at least 8 characters',
  passwordMax: 'The password must have at most 64 characters',
  passwordUppercase: 'The password must contain at least one uppercase letter',
  passwordLowercase: 'The password must contain at least one lowercase letter',
  passwordDigit: 'The password must contain at least one number',
  passwordSpecial: 'The password must contain at least one special character',
  passwordMismatch: 'The passwords do not match',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  resetCode: 'Invalid code',
  onboardingCode: 'Enter the 6-digit code',
  onboardingPhone: 'Enter a valid phone number',
  howDiscoveredRequired: 'Please tell us how you heard about the platform',
  messageRequired: 'Message is required',
  projectNameRequired: 'Project name is required',
  projectNameMin: 'Name must have at least 3 characters',
  projectNameMax: 'Name must have at most 100 characters',
  projectNameChars: 'Name may contain only letters, numbers, spaces, hyphens and underscores',
  projectDescriptionRequired: 'Description is required',
  projectDescriptionMin: 'Description must have at least 10 characters',
  projectDescriptionMax: 'Description must have at most 500 characters',
  projectTimeZoneInvalid: 'Invalid time zone',
  captionRequired: 'The caption is required',
  mediaOneVideo: 'Only 1 video is allowed.',
  mediaNoMixing: 'You cannot mix videos and images.',
  mediaMaxImages: 'You can upload at most 15 images.',
  mediaUnsupportedType: 'Only images and videos are accepted.',
  scheduleDateRequired: 'Select a date',
  scheduleTimeRequired: 'Select a time',
  scheduleAccountsRequired: 'Select at least one account',
  scheduleRepeatNumberMin: 'The number of repetitions must be at least 1',
  scheduleRepeatTypeMin: 'The interval must be at least 1 day',
  scheduleRepeatNumberMax: 'The number of repetitions must be at most 366',
  scheduleRepeatTypeMax: 'The interval must be at most 365 days',
  folderNameRequired: 'The folder name is required',
  renameRequired: 'The new name is required',
  strengthMinLength: 'At least 8 characters',
  strengthUppercase: 'An uppercase letter',
  strengthLowercase: 'A lowercase letter',
  strengthDigit: 'A number',
  strengthSpecial: 'A special character',
  strengthVeryWeak: 'Very weak',
  strengthWeak: 'Weak',
  strengthStrong: 'Strong',
};

/** English for {@link stateMessages} (`state.*`). */
export const stateEn: Table<typeof stateMessages> = {
  composerSaveSchedule: 'Schedule',
  composerSavePostNow: 'Post now',
  composerSaveQueue: 'Add to queue',
  composerSaveDefault: 'Save',
  composerDraftStatus: 'Draft',
  scheduleHeadingCreate: 'New schedule',
  scheduleHeadingEdit: 'Edit schedule',
  scheduleSubmitCreate: 'Add schedule',
  scheduleSubmitEdit: 'Save changes',
  scheduleList: 'Schedules',
  pricingMonthly: 'Monthly',
  pricingYearly: 'Yearly',
  scheduleDatePast: 'Choose a date and time in the future',
  resendCode: 'Resend code',
  resendCodeIn: 'Resend code in {seconds} s',
  codeResent: 'Code sent!',
  otpDigit: 'Digit {index} of {length}',
  occurrenceRetryNotFailed: 'Only a failed publication can be retried.',
  occurrenceRetryReconnect: 'Reconnect the account before trying again.',
  occurrenceCancelPublishing: 'This publication is already being sent and can no longer be cancelled.',
  occurrenceCancelDone: 'Only a schedule that has not been published yet can be cancelled.',
};

/** English for {@link networkMessages} (`network.*`). */
export const networkEn: Table<typeof networkMessages> = {
  'text-too-long':
    'The {text, select, title {title} description {description} other {caption}} has {actual, number} {unit, select, bytes {bytes} other {characters}}; {network} accepts up to {limit, number}.',
  'too-many-hashtags': 'The caption has {actual} hashtags; {network} accepts up to {limit}.',
  'media-required':
    '{onlyVideo, select, yes {{network} requires a video.} other {{network} requires at least one media file.}}',
  'kind-not-accepted': '{network} accepts video only.',
  'mixed-media': '{network} does not accept images and videos in the same post.',
  'too-many-images':
    'The post has {actual, plural, one {# image} other {# images}}; {network} accepts up to {limit, number}.',
  'too-many-items':
    'The post has {actual, plural, one {# {kind, select, image {image} video {video} other {media file}}} other {# {kind, select, image {images} video {videos} other {media files}}}}; {network} accepts up to {limit, number}.',
  'too-many-videos':
    'The post has {actual, plural, one {# video} other {# videos}}; {network} accepts {limit, plural, =1 {1 video} other {up to {limit}}}.',
  'video-too-short': 'The video is {duration} long; {network} requires at least {limitDuration}.',
  'video-too-long': 'The video is {duration} long; {network} accepts up to {limitDuration}.',
  'version-duplicate': '{network} has more than one version; keep just one.',
  'version-caption-required':
    'The {network} version has an empty caption. Write a text or use "Back to the original text".',
  'version-media-order': 'The {network} media order must list each media file of the post exactly once.',
  'comment-not-supported': 'The first comment is published on Instagram and Facebook only, not on {network}.',
  'comment-too-long':
    'The first comment has {actual, number} characters; {network} accepts up to {limit, number}.',
  'comment-too-many-hashtags': 'The first comment has {actual} hashtags; {network} accepts up to {limit}.',
};

/** English for {@link errorMessages} (`error.*`). */
export const errorEn: Table<typeof errorMessages> = {
  default: 'Could not process the request',
  NETWORK_ERROR: 'Could not reach the server. Check your connection.',
  UPLOAD_FAILED: 'Could not upload the file',
  DOWNLOAD_FAILED: 'Could not load the file',
  VALIDATION_ERROR: 'Invalid data',
  BAD_REQUEST: 'Could not process the request',
  UNAUTHORIZED: 'Your session has expired. Please sign in again.',
  INVALID_CREDENTIALS: 'Invalid e-mail or password',
  INVALID_CODE: 'Invalid or expired code',
  INVALID_STATE: 'This action is not available right now.',
  FORBIDDEN: 'You are not allowed to do this',
  FOLDER_PASSWORD_REQUIRED: 'This folder is password protected.',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This item already exists or has changed.',
  PLAN_LIMIT_REACHED: 'You have reached the limit of your plan.',
  METRICS_NOT_AVAILABLE: 'Metrics are not available for this account.',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  RATE_LIMITED: 'Too many attempts. Wait a moment and try again.',
  INTERNAL_ERROR: 'Internal server error.',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable',
  REVIEW_LINK_EXPIRED: 'This review link has expired. Ask whoever sent it for a new one.',
  REVIEW_LINK_REVOKED: 'This review link was revoked. Ask whoever sent it for a new one.',
};

/** English for {@link apiKeyMessages} (`apiKey.*`). */
export const apiKeyEn: Table<typeof apiKeyMessages> = {
  nameRequired: 'Give the key a name',
  nameMax: 'The name must have at most 60 characters',
  scopesRequired: 'Choose at least one permission',
  scopeUnknown: 'Unknown permission',
  originInvalid: 'Enter an origin like https://app.example.com (no path, no trailing slash)',
  originWildcard: 'Wildcards (*) are not accepted: enter each origin in full',
  originDuplicate: 'This origin is already on the list',
  originsTooMany: 'At most 20 origins per project',
};

/** English for {@link webhookMessages} (`webhook.*`). */
export const webhookEn: Table<typeof webhookMessages> = {
  urlInvalid: 'Enter a valid URL',
  urlHttps: 'The URL must start with https://',
  'event.post.published': 'Post published',
  'event.post.failed': 'Publication failed',
  'event.post.scheduled': 'Post scheduled',
  'event.account.disconnected': 'Account disconnected',
};

/** English for {@link approvalMessages} (`approval.*`). */
export const approvalEn: Table<typeof approvalMessages> = {
  'status.IN_REVIEW': 'In review',
  'status.CHANGES_REQUESTED': 'Changes requested',
  'status.APPROVED': 'Approved',
  'event.CREATED': '{name} created the post',
  'event.EDITED': '{name} edited the post',
  'event.SUBMITTED': '{name} sent it for review',
  'event.APPROVED': '{name} approved',
  'event.CHANGES_REQUESTED': '{name} requested changes',
  'event.PUBLISHED': 'Published on {network}',
  someone: 'Someone',
  partnerKey: 'Integration (API key)',
  client: '{name} (client)',
  approve: 'Approve',
  requestChanges: 'Request changes',
  commentLabel: 'Comment',
  commentRequired: 'Say what needs to change',
  commentTooLong: 'The comment may have at most 2,000 characters',
  clientNameRequired: "Enter the client's name",
  postsRequired: 'Choose at least one post to review',
  postsTooMany: 'At most 20 posts per review link',
  notWaiting: 'This post is not waiting for review',
  requiresApproval: 'Require approval',
  requiresApprovalHint:
    'Posts created or edited by editors go to In review and are scheduled only after an admin or the client approves them.',
  editorNotice: 'This project requires approval: your post goes to In review before it is scheduled.',
  sendToReview: 'Send for review',
  sentToReview: 'Post sent for review!',
  queueTitle: 'Review queue',
  queueEmpty: 'No posts waiting for review',
  queueEmptyHint: 'When an editor creates or edits a post, it shows up here for you to approve.',
  history: 'History',
  linkInvalid: 'Invalid review link',
  linkExpired: errorEn.REVIEW_LINK_EXPIRED,
  linkRevoked: errorEn.REVIEW_LINK_REVOKED,
  reviewPageTitle: 'Post review',
  reviewPageIntro: '{project} sent these posts for your approval, {client}.',
  reviewPageExpires: 'Link valid until {date}',
  decided: 'Decision recorded',
};

/** English for {@link tiktokMessages} (`tiktok.*`). */
export const tiktokEn: Table<typeof tiktokMessages> = {
  privacyRequired: 'Choose who can see this post on TikTok.',
  privacyNotAllowed: 'This TikTok account does not allow this privacy option. Choose another one.',
  commentDisabled: 'This TikTok account turned comments off; they cannot be allowed.',
  duetDisabled: 'This TikTok account turned duets off; they cannot be allowed.',
  stitchDisabled: 'This TikTok account turned stitches off; they cannot be allowed.',
  disclosureKindRequired:
    'Say whether the post promotes your brand, branded content or both, or turn the commercial content disclosure off.',
  disclosureOff: 'Turn the commercial content disclosure on to mark your brand or branded content.',
  brandedContentPrivate: 'Branded content cannot be private: choose another privacy option.',
  musicUsageRequired: "Confirm that you agree to TikTok's Music Usage Confirmation.",
  videoTooLong: 'The video lasts {duration}; this TikTok account accepts videos up to {limitDuration}.',
  optionsRequired: 'Choose the TikTok options before publishing.',
  optionsWithoutTikTok: 'TikTok options only apply to posts with a TikTok account.',
};

/** English for {@link importMessages} (`import.*`). */
export const importEn: Table<typeof importMessages> = {
  captionRequired: 'The caption is required',
  dateRequired: 'Enter the date (dd/mm/yyyy)',
  dateInvalid: 'Invalid date: “{date}”. Use dd/mm/yyyy, like 25/12/2026',
  timeRequired: 'Enter the time (hh:mm)',
  timeInvalid: 'Invalid time: “{time}”. Use hh:mm, from 00:00 to 23:59',
  datePast: 'Choose a date and time in the future',
  accountsRequired: 'Enter at least one account, like @lojadamaria',
  accountUnknown: 'The account {account} is not connected to this project',
  mediaUrlNotSupported:
    'External links are not imported yet: upload the file to My Files and use its path ({media})',
  mediaKindUnknown: 'We could not tell from its extension whether “{media}” is an image or a video',
  mediaNotFound: '“{media}” was not found in My Files (or is in a password-protected folder)',
  firstCommentNoNetwork:
    'The first comment is published on Instagram and Facebook only: choose one of those accounts or leave this column empty',
  tiktokNeedsComposer:
    'TikTok posts need the privacy and the other creator options chosen in the composer: create this post in the composer or remove {account} from this row',
  lineProblem: 'Line {line}: {message}',
  empty: 'The file has no posts: fill one row per post below the header',
  missingColumns:
    '{count, plural, one {The column {columns} is missing} other {The columns {columns} are missing}}. Download the template to see the format',
  tooManyRows: 'The file has {count, number} rows; import at most {max, number} at a time',
  replayConflict: 'This import was already done with other rows. Reload the page and try again.',
};
