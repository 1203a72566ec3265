import { describe, expect, it } from 'vitest';
import { clampIndex, pricingPeriods, resendCodeLabel, secondsUntil, wrapIndex } from './ui.js';
import { codeDigits, hasPassedScrollThreshold } from './ui-limits.js';

describe('carousel indexes', () => {
  it('clamps between 0 and count - 1', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(3, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
    expect(clampIndex(4, 0)).toBe(0);
  });

  it('wraps around both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
  });
});

describe('hasPassedScrollThreshold', () => {
  it('fires once the viewport bottom passes 90 % of the content', () => {
    expect(hasPassedScrollThreshold({ scrollTop: 790, scrollHeight: 1000, clientHeight: 100 })).toBe(false);
    expect(hasPassedScrollThreshold({ scrollTop: 800, scrollHeight: 1000, clientHeight: 100 })).toBe(true);
    expect(hasPassedScrollThreshold({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 })).toBe(false);
  });
});

describe('codeDigits', () => {
  it('keeps only the first six digits of a pasted code', () => {
    expect(codeDigits(' 123-456 789')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeDigits('ab')).toEqual([]);
  });
});

it('offers Mensalmente first and Anualmente second', () => {
  expect(pricingPeriods).toEqual(['Mensalmente', 'Anualmente']);
});

describe('the code resend wait', () => {
  it('counts whole seconds up, so the last second still shows, and never below 0', () => {
    expect(secondsUntil(31_000, 1_000)).toBe(30);
    expect(secondsUntil(31_000, 27_500)).toBe(4);
    expect(secondsUntil(31_000, 30_999)).toBe(1);
    expect(secondsUntil(31_000, 31_000)).toBe(0);
    expect(secondsUntil(31_000, 40_000)).toBe(0);
    expect(secondsUntil(null, 40_000)).toBe(0);
  });

  it("labels the button with the seconds left, then 'Reenviar código'", () => {
    expect(resendCodeLabel(27)).toBe('Reenviar código em 27 s');
    expect(resendCodeLabel(0)).toBe('Reenviar código');
  });
});
