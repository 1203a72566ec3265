import { LIMITS } from '../schemas/limits.js';

// Apart from ui.ts: the landing's carousel and pricing toggle need those rules without the business limits.

/** Scroll position of a list or page. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Whether the bottom of the viewport has passed `threshold` (90 %) of the scrollable content. */
export function hasPassedScrollThreshold(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  threshold: number = LIMITS.infiniteScrollThreshold,
): boolean {
  if (scrollHeight <= 0) return false;
  return (scrollTop + clientHeight) / scrollHeight >= threshold;
}

/** The digits of a typed or pasted code, at most `length` of them. */
export function codeDigits(text: string, length: number = LIMITS.codeLength): string[] {
  return Array.from(text.replace(/\D/g, '').slice(0, length));
}
