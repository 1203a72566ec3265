import { clampIndex, wrapIndex } from '@postify/sdk/rules';
import { useCallback, useState } from 'react';

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions {
  /** Number of slides; the index follows when it shrinks. */
  count: number;
  initialIndex?: number;
  /** Wrap around both ends (landing carousel) instead of stopping at them (media previews). */
  wrap?: boolean;
}

/** State of a carousel of `count` slides. */
export interface CarouselState {
  index: number;
  count: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  /** 'n/total', as the previews' counter badge shows it (empty without slides). */
  label: string;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/** A carousel index that moves by one and stays between 0 and count − 1, or wraps around when asked. */
export function useCarousel({ count, initialIndex = 0, wrap = false }: UseCarouselOptions): CarouselState {
  const [raw, setRaw] = useState(initialIndex);
  const place = wrap ? wrapIndex : clampIndex;
  const index = place(raw, count);
  const move = useCallback(
    (by: number) => setRaw((current) => place(place(current, count) + by, count)),
    [place, count],
  );
  const goTo = useCallback((target: number) => setRaw(place(target, count)), [place, count]);
  const next = useCallback(() => move(1), [move]);
  const previous = useCallback(() => move(-1), [move]);
  return {
    index,
    count,
    canGoPrevious: count > 1 && (wrap || index > 0),
    canGoNext: count > 1 && (wrap || index < count - 1),
    label: count > 0 ? `${index + 1}/${count}` : '',
    next,
    previous,
    goTo,
  };
}
