import { stateMessages as m } from '../messages.js';
import { LIMITS } from '../schemas/limits.js';

/** Keeps a carousel index between 0 and `count - 1` (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Wraps a carousel index around both ends, as the landing page's problem/solution carousel does. */
export function wrapIndex(index: number, count: number): number {
  return count <= 0 ? 0 : ((Math.trunc(index) % count) + count) % count;
}

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

/** The pricing toggle's two periods, monthly first (the default). */
export const pricingPeriods = [m.pricingMonthly, m.pricingYearly] as const;
/** 'Mensalmente' or 'Anualmente'. */
export type PricingPeriod = (typeof pricingPeriods)[number];

/** Whole seconds left until `target` (epoch ms), rounded up so '1 s' shows until the moment passes; 0 when none. */
export function secondsUntil(target: number | null, now: number = Date.now()): number {
  return target === null ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
}

/** The code step's resend button: 'Reenviar código', or 'Reenviar código em 27 s' while the API's wait runs. */
export function resendCodeLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? m.resendCodeIn.replace('{seconds}', String(secondsLeft)) : m.resendCode;
}
