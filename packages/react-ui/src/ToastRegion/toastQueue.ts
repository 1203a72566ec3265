import { errorNotice } from '@postify/sdk';
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

/**
 * The shared error toast for a failed call (the error catalogue's default handler): titled 'Erro ao
 * processar a requisição', or the failure's own title, with the server's pt-BR message beneath.
 */
export function errorToast(error: unknown, notice: { title?: string; fallback?: string } = {}): ToastContent {
  return { ...errorNotice(error, notice), tone: 'danger' };
}

/** Queues {@link errorToast} for `error`; returns its key. */
export function showErrorToast(
  error: unknown,
  notice: { title?: string; fallback?: string } = {},
  options: { timeout?: number; queue?: ToastQueue<ToastContent> } = {},
): string {
  return showToast(errorToast(error, notice), options);
}
