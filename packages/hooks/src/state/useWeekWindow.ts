import { formatWeekRange } from '@postify/sdk/format';
import {
  addLocalDays,
  type CalendarDay,
  dayIn,
  localTimeZone,
  placeOccurrencesByDay,
  type SchedulablePost,
  weekBounds,
  weekDays,
} from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { useCallback, useMemo, useState } from 'react';

/** Options of {@link useWeekWindow}. */
export interface UseWeekWindowOptions {
  /** The moment whose day (in `timeZone`) the window starts from; now by default. */
  today?: Date;
  days?: number;
  /** The project's time zone, whose days the window shows; the browser's by default. */
  timeZone?: string;
}

/** State of the calendar's week window. */
export interface WeekWindowState {
  days: Date[];
  /** Weeks away from the current one (0 = starts today). */
  offset: number;
  /** The range label, e.g. '22/11 – 28/11/2026'. */
  rangeLabel: string;
  /** `from` / `to` for `GET /posts/scheduled`. */
  bounds: { from: string; to: string };
  next: () => void;
  previous: () => void;
  reset: () => void;
  /** Places every occurrence of the posts on the window's days, in `timeZone`. */
  placePosts: <P extends SchedulablePost>(posts: readonly P[]) => CalendarDay<P>[];
}

/** The calendar's window of 7 days starting today, moved a week at a time. */
export function useWeekWindow({
  today,
  days = LIMITS.calendarDays,
  timeZone = localTimeZone(),
}: UseWeekWindowOptions = {}): WeekWindowState {
  const [origin] = useState(() => dayIn(today ?? new Date(), timeZone));
  const [offset, setOffset] = useState(0);
  const list = useMemo(() => weekDays(addLocalDays(origin, offset * days), days), [origin, offset, days]);
  const first = list[0] ?? origin;
  const last = list[list.length - 1] ?? origin;
  const placePosts = useCallback(
    <P extends SchedulablePost>(posts: readonly P[]) => placeOccurrencesByDay(posts, list, timeZone),
    [list, timeZone],
  );
  return {
    days: list,
    offset,
    rangeLabel: formatWeekRange(first, last),
    bounds: weekBounds(first, days, timeZone),
    next: useCallback(() => setOffset((o) => o + 1), []),
    previous: useCallback(() => setOffset((o) => o - 1), []),
    reset: useCallback(() => setOffset(0), []),
    placePosts,
  };
}
