import { LIMITS } from '@postify/sdk/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A toast message; `durationMs` overrides the queue's default. */
export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}

/** A queued toast with its id. */
export interface QueuedToast extends Toast {
  id: number;
}

/** State of the toast queue. */
export interface ToastQueueState {
  /** The toast on screen, or null. */
  current: QueuedToast | null;
  /** How many wait behind the current one. */
  pending: number;
  show: (toast: Toast) => number;
  dismiss: () => void;
  clear: () => void;
}

/** Toasts one at a time: each shows for its duration (5 s by default), then the next one follows. */
export function useToastQueue({
  durationMs = LIMITS.toastDurationMs,
}: {
  durationMs?: number;
} = {}): ToastQueueState {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(1);
  const current = queue[0] ?? null;

  const show = useCallback((toast: Toast) => {
    const id = nextId.current++;
    setQueue((q) => [...q, { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback(() => setQueue((q) => q.slice(1)), []);
  const clear = useCallback(() => setQueue([]), []);

  const currentId = current?.id;
  const currentDuration = current?.durationMs ?? durationMs;
  useEffect(() => {
    if (currentId === undefined) return;
    const timer = setTimeout(
      () => setQueue((q) => (q[0]?.id === currentId ? q.slice(1) : q)),
      currentDuration,
    );
    return () => clearTimeout(timer);
  }, [currentId, currentDuration]);

  return { current, pending: Math.max(queue.length - 1, 0), show, dismiss, clear };
}
