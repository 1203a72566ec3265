import { secondsUntil } from '@postify/sdk/rules';
import { useEffect, useState } from 'react';

/** Options of {@link useCountdown}. */
export interface UseCountdownOptions {
  /** The clock, `Date.now` by default (tests and stories pass a fixed one). */
  now?: () => number;
  /** How often the count is re-read, 1 s by default. */
  tickMs?: number;
}

/**
 * Whole seconds left until `target` (epoch ms on `now`'s clock), re-rendering each second until it reaches
 * 0; 0 for `null`. Drives waits such as the code step's 'Reenviar código em 27 s'.
 */
export function useCountdown(
  target: number | null,
  { now = Date.now, tickMs = 1000 }: UseCountdownOptions = {},
): number {
  const [left, setLeft] = useState(() => secondsUntil(target, now()));
  useEffect(() => {
    const read = () => secondsUntil(target, now());
    setLeft(read());
    if (read() === 0) return;
    const timer = setInterval(() => {
      const seconds = read();
      setLeft(seconds);
      if (seconds === 0) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [target, now, tickMs]);
  return left;
}
