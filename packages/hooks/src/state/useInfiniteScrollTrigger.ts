import { hasPassedScrollThreshold, type ScrollMetrics } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { useCallback, useEffect, useRef } from 'react';

/** Options of {@link useInfiniteScrollTrigger}. */
export interface UseInfiniteScrollTriggerOptions {
  /** Requests the next page. */
  onLoadMore: () => void;
  /** False when the last page is loaded. */
  hasMore: boolean;
  /** True while a page is being fetched: no second request meanwhile. */
  isLoading?: boolean;
  /** Listen to the window's scroll instead of an element's `onScroll`. */
  window?: boolean;
  threshold?: number;
  throttleMs?: number;
}

/** What {@link useInfiniteScrollTrigger} gives back. */
export interface InfiniteScrollTrigger {
  /** Attach to a scrolling element's `onScroll`. */
  onScroll: (event: { currentTarget: ScrollMetrics }) => void;
  /** Feed a scroll position directly (custom scroll containers, virtual lists). */
  check: (metrics: ScrollMetrics) => void;
}

const windowMetrics = (): ScrollMetrics => {
  const root = document.documentElement;
  return { scrollTop: window.scrollY, scrollHeight: root.scrollHeight, clientHeight: window.innerHeight };
};

/**
 * Requests the next page when the scroll passes 90 % of the content, reading scroll events at most
 * every 150 ms (the last position of a burst is always read).
 */
export function useInfiniteScrollTrigger({
  onLoadMore,
  hasMore,
  isLoading = false,
  window: useWindow = false,
  threshold = LIMITS.infiniteScrollThreshold,
  throttleMs = LIMITS.infiniteScrollThrottleMs,
}: UseInfiniteScrollTriggerOptions): InfiniteScrollTrigger {
  const latest = useRef({ onLoadMore, hasMore, isLoading, threshold });
  latest.current = { onLoadMore, hasMore, isLoading, threshold };
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; metrics: ScrollMetrics } | null>(null);

  const evaluate = useCallback((metrics: ScrollMetrics) => {
    lastRun.current = Date.now();
    const { hasMore: more, isLoading: loading, onLoadMore: load, threshold: at } = latest.current;
    if (more && !loading && hasPassedScrollThreshold(metrics, at)) load();
  }, []);

  const check = useCallback(
    (metrics: ScrollMetrics) => {
      const wait = lastRun.current + throttleMs - Date.now();
      if (wait <= 0 && !pending.current) {
        evaluate(metrics);
        return;
      }
      if (pending.current) {
        pending.current.metrics = metrics;
        return;
      }
      const entry = {
        metrics,
        timer: setTimeout(
          () => {
            pending.current = null;
            evaluate(entry.metrics);
          },
          Math.max(wait, 0),
        ),
      };
      pending.current = entry;
    },
    [evaluate, throttleMs],
  );

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!useWindow) return;
    const listener = () => check(windowMetrics());
    window.addEventListener('scroll', listener, { passive: true });
    return () => window.removeEventListener('scroll', listener);
  }, [useWindow, check]);

  const onScroll = useCallback(
    (event: { currentTarget: ScrollMetrics }) => {
      const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
      check({ scrollTop, scrollHeight, clientHeight });
    },
    [check],
  );

  return { onScroll, check };
}
