import { stateMessages as m } from '../messages.js';

/** Keeps a carousel index between 0 and `count - 1` (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  return count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

/** Wraps a carousel index around both ends, as the landing page's problem/solution carousel does. */
export function wrapIndex(index: number, count: number): number {
  return count <= 0 ? 0 : ((Math.trunc(index) % count) + count) % count;
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
