export { ToastRegion, type ToastRegionProps } from './ToastRegion';
export {
  createToastQueue,
  errorToast,
  showErrorToast,
  showToast,
  TOAST_TIMEOUT_MS,
  type ToastContent,
  type ToastTone,
  toastQueue,
  toastTones,
} from './toastQueue';
