import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const toastTones = ['neutral', 'success', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What a toast says. */
export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** How long a toast stays, per the spec: 5 seconds. */
export const TOAST_TIMEOUT_MS = 5000;

/** A queue that shows one toast at a time: the newest; the one it covered returns when it leaves. */
export function createToastQueue(): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/** The app-wide queue used by `showToast` and, by default, by `ToastRegion`. */
export const toastQueue = createToastQueue();

/** Queues a toast that closes after 5 s unless `timeout` says otherwise; returns its key. */
export function showToast(
  content: ToastContent,
  options: { timeout?: number; queue?: ToastQueue<ToastContent> } = {},
): string {
  const { timeout = TOAST_TIMEOUT_MS, queue = toastQueue } = options;
  return queue.add(content, { timeout });
}
