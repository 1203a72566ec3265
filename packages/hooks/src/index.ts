// Pure state hooks: no network, usable with any UI.
export { type CarouselState, type UseCarouselOptions, useCarousel } from './state/useCarousel.js';
export {
  type ComposerFields,
  type ComposerState,
  type UseComposerOptions,
  useComposer,
} from './state/useComposer.js';
export {
  type InfiniteScrollTrigger,
  type UseInfiniteScrollTriggerOptions,
  useInfiniteScrollTrigger,
} from './state/useInfiniteScrollTrigger.js';
export { type MediaSelectionState, useMediaSelection } from './state/useMediaSelection.js';
export {
  type OtpBoxProps,
  type OtpInputState,
  type UseOtpInputOptions,
  useOtpInput,
} from './state/useOtpInput.js';
export { usePasswordStrength } from './state/usePasswordStrength.js';
export { type PricingPeriodState, usePricingPeriod } from './state/usePricingPeriod.js';
export {
  type ScheduleEditorState,
  type ScheduleForm,
  type UseScheduleEditorOptions,
  useScheduleEditor,
} from './state/useScheduleEditor.js';
export { type QueuedToast, type Toast, type ToastQueueState, useToastQueue } from './state/useToastQueue.js';
export { type UseWeekWindowOptions, useWeekWindow, type WeekWindowState } from './state/useWeekWindow.js';
