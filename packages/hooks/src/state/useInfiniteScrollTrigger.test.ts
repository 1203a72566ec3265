import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScrollTrigger } from './useInfiniteScrollTrigger.js';

const at = (scrollTop: number) => ({ currentTarget: { scrollTop, scrollHeight: 1000, clientHeight: 100 } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useInfiniteScrollTrigger', () => {
  it('requests the next page only once the scroll passes 90 %', () => {
    const onLoadMore = vi.fn();
    const { result } = renderHook(() => useInfiniteScrollTrigger({ onLoadMore, hasMore: true }));
    act(() => result.current.onScroll(at(700)));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.onScroll(at(800)));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('reads a burst of scroll events at most every 150 ms, ending with the last position', () => {
    const onLoadMore = vi.fn();
    const { result } = renderHook(() => useInfiniteScrollTrigger({ onLoadMore, hasMore: true }));
    act(() => result.current.onScroll(at(100)));
    act(() => {
      vi.advanceTimersByTime(50);
      result.current.onScroll(at(500));
      vi.advanceTimersByTime(50);
      result.current.onScroll(at(850));
    });
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(49));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while loading and after the last page', () => {
    const onLoadMore = vi.fn();
    const { result, rerender } = renderHook((props) => useInfiniteScrollTrigger({ onLoadMore, ...props }), {
      initialProps: { hasMore: true, isLoading: true },
    });
    act(() => result.current.onScroll(at(900)));
    rerender({ hasMore: false, isLoading: false });
    act(() => vi.advanceTimersByTime(150));
    act(() => result.current.onScroll(at(900)));
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('follows the window scroll when asked', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScrollTrigger({ onLoadMore, hasMore: true, window: true }));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 500 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1400 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
