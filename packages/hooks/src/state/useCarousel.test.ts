import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCarousel } from './useCarousel.js';

describe('useCarousel', () => {
  it('moves by one and stops at both ends', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }));
    expect(result.current).toMatchObject({ index: 0, label: '1/3', canGoPrevious: false, canGoNext: true });
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    act(() => {
      result.current.next();
      result.current.next();
      result.current.next();
    });
    expect(result.current).toMatchObject({ index: 2, label: '3/3', canGoNext: false });
  });

  it('clamps when media are removed', () => {
    const { result, rerender } = renderHook(({ count }) => useCarousel({ count }), {
      initialProps: { count: 5 },
    });
    act(() => result.current.goTo(4));
    rerender({ count: 2 });
    expect(result.current.index).toBe(1);
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
  });

  it('wraps around both ends when asked', () => {
    const { result } = renderHook(() => useCarousel({ count: 5, wrap: true }));
    act(() => result.current.previous());
    expect(result.current.index).toBe(4);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('has no position without slides', () => {
    const { result } = renderHook(() => useCarousel({ count: 0 }));
    expect(result.current).toMatchObject({ index: 0, label: '', canGoNext: false, canGoPrevious: false });
  });
});
