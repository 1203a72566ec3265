export { type SdkMessageKey, sdkMessages, validationCodes } from '../messages.js';
export {
  changePasswordSchema,
  forgotPasswordSchema,
  onboardingCodeSchema,
  onboardingPhoneSchema,
  passwordConfirmationSchema,
  resetPasswordSchema,
  signInCodeSchema,
  signInSchema,
  signUpSchema,
} from './auth.js';
export { emailSchema, passwordSchema } from './fields.js';
export {
  contactSchema,
  folderNameSchema,
  projectSchema,
  projectUpdateSchema,
  renameSchema,
  templateSchema,
  waitingListSchema,
} from './forms.js';
export { canUseAi, LIMITS } from './limits.js';
export {
  checkMediaSelection,
  type MediaSelectionKind,
  type MediaSelectionResult,
  mediaSelectionKind,
  type TypedMedia,
} from './media.js';
export {
  type PasswordStrength,
  passwordStrength,
  type StrengthCriterion,
  type StrengthCriterionId,
  type StrengthLevel,
} from './password-strength.js';
export { type MessageFormatter, messageOf, type ValidationResult, validate } from './result.js';
export {
  type ScheduleDraft,
  type ScheduleItem,
  scheduleDraftSchema,
  scheduleItemSchema,
  scheduleRepeatSchema,
  scheduleTimeChoices,
  toScheduleItem,
} from './schedule.js';
