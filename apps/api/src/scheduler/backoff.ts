/** Longest wait between two attempts. */
export const maxRetryDelayMs = 60 * 60_000;

/** Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base… capped at an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(maxRetryDelayMs, baseMs * 2 ** Math.max(0, attempts - 1));
}
