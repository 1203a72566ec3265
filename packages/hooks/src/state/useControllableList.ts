import { useCallback, useRef, useState } from 'react';

/** A list that is controlled when `value` is given and kept internally otherwise; `onChange` hears both. */
export function useControllableList<T>(
  value: T[] | undefined,
  defaultValue: T[] | undefined,
  onChange: ((next: T[]) => void) | undefined,
): [T[], (update: (current: T[]) => T[]) => void] {
  const [own, setOwn] = useState<T[]>(() => defaultValue ?? []);
  const current = value ?? own;
  const latest = useRef({ current, onChange, controlled: value !== undefined });
  latest.current = { current, onChange, controlled: value !== undefined };
  const update = useCallback((fn: (current: T[]) => T[]) => {
    const next = fn(latest.current.current);
    // Successive updates in one event build on each other even before the next render.
    latest.current.current = next;
    if (!latest.current.controlled) setOwn(next);
    latest.current.onChange?.(next);
  }, []);
  return [current, update];
}
