import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown.js';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts the seconds down to 0 and then stops ticking', () => {
    const target = Date.now() + 30_000;
    const { result } = renderHook(() => useCountdown(target));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(27);
    act(() => vi.advanceTimersByTime(27_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts when the target moves (a new code was sent) and is 0 without one', () => {
    const { result, rerender } = renderHook(({ target }) => useCountdown(target), {
      initialProps: { target: null as number | null },
    });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    rerender({ target: Date.now() + 5_000 });
    expect(result.current).toBe(5);
    act(() => vi.advanceTimersByTime(2_000));
    rerender({ target: Date.now() + 30_000 });
    expect(result.current).toBe(30);
  });

  it('reads the clock it is given', () => {
    const { result } = renderHook(() => useCountdown(10_000, { now: () => 2_500 }));
    expect(result.current).toBe(8);
  });
});
