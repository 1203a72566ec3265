import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many columns of at least `minWidth` (plus `gap` between them) fit the element's width, kept up to
 * date; null until the element is measured (a layout effect, before the first paint).
 */
export function useColumnCount(
  ref: RefObject<HTMLElement | null>,
  minWidth: number,
  gap: number,
): number | null {
  const [columns, setColumns] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = (width: number) => setColumns(Math.max(1, Math.floor((width + gap) / (minWidth + gap))));
    measure(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, gap]);
  return columns;
}
