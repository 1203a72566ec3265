// `@postify/hooks/state`: the pure state hooks, the pt-BR texts of the data hooks and the multipart body
// builders of the posts API. Nothing reachable
// from this file imports @tanstack/react-query (src/package-boundaries.test.ts walks the graph), so
// @postify/react-ui's plain components — and any partner UI — run with only react installed.

export {
  type HookMessageKey,
  type HookTexts,
  hookMessages,
  hooksBundle,
  useHookMessages,
} from '../data/core/messages.js';
export {
  type CreateTemplateInput,
  multipart,
  type TemplateFields,
  templateFormFields,
  type UpdatePostInput,
  updatePostFields,
} from '../data/posts/forms.js';
export { createFolderErrorMessage } from '../data/storage/folder-error.js';
export {
  type PostifyI18n,
  PostifyI18nProvider,
  type PostifyI18nProviderProps,
  usePostifyI18n,
  usePostifyMessages,
} from './i18n.js';
export { type CarouselState, type UseCarouselOptions, useCarousel } from './useCarousel.js';
export {
  type ComposerFields,
  type ComposerState,
  emptyComposerFields,
  type UseComposerOptions,
  useComposer,
} from './useComposer.js';
export { type UseCountdownOptions, useCountdown } from './useCountdown.js';
export {
  type InfiniteScrollTrigger,
  type UseInfiniteScrollTriggerOptions,
  useInfiniteScrollTrigger,
} from './useInfiniteScrollTrigger.js';
export { type MediaSelectionState, useMediaSelection } from './useMediaSelection.js';
export {
  type NetworkVersionDraft,
  type NetworkVersionsState,
  type UseNetworkVersionsOptions,
  useNetworkVersions,
} from './useNetworkVersions.js';
export {
  type OtpBoxProps,
  type OtpInputState,
  type UseOtpInputOptions,
  useOtpInput,
} from './useOtpInput.js';
export { usePasswordStrength } from './usePasswordStrength.js';
export { type PricingPeriodState, usePricingPeriod } from './usePricingPeriod.js';
export {
  type ScheduleEditorState,
  type ScheduleForm,
  type UseScheduleEditorOptions,
  useScheduleEditor,
} from './useScheduleEditor.js';
export { useTikTokOptions } from './useTikTokOptions.js';
export { type QueuedToast, type Toast, type ToastQueueState, useToastQueue } from './useToastQueue.js';
export { type UseWeekWindowOptions, useWeekWindow, type WeekWindowState } from './useWeekWindow.js';
