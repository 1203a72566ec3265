/** The time zone a project's repeats follow when it has none of its own (the API's default). */
export const DEFAULT_PROJECT_TIME_ZONE = 'America/Sao_Paulo';

/** A schedule's repeat: `repeatNumber` occurrences `repeatType` days apart; both 0 without repeat. */
export interface Repeat {
  repeatType: number;
  repeatNumber: number;
}

/** Wall-clock fields of an instant in a time zone (month 1–12). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The time zone the runtime shows dates in (the browser's, on a user's machine). */
export function localTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: new Date(instant).getUTCMilliseconds(),
  };
}

const asUtc = (w: WallClock) =>
  Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (São Paulo today: -3 h). */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(wallClock(instant, timeZone)) - instant;
}

/**
 * The instant at which `timeZone` shows this wall-clock time. A time skipped by a spring-forward change
 * moves forward by the gap (02:30 → 03:30); a time shown twice takes its first (daylight) instance.
 */
function instantOf(w: WallClock, timeZone: string): number {
  const wall = asUtc(w);
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => offsetAt(instant, timeZone) === wall - instant,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // Inside a gap: the wall clock jumped over this time; keep the distance from the earlier offset.
  return wall - Math.min(before, after);
}

/** The wall-clock date and time `timeZone` shows at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  return wallClock(instant.getTime(), timeZone);
}

/**
 * The instant at which `timeZone` shows a wall-clock date and time (seconds 0 unless given): how a date
 * and time typed for a project become the moment the API stores. A time skipped by a spring-forward
 * change moves forward by the gap; a time shown twice is its first instance.
 */
export function instantIn(
  fields: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>,
  timeZone: string,
): Date {
  return new Date(instantOf({ hour: 0, minute: 0, second: 0, millisecond: 0, ...fields }, timeZone));
}

/**
 * Every publication of a schedule starting at `first`: `repeatNumber` instants `repeatType` calendar days
 * apart in `timeZone` (one without repeat), each at the wall-clock time of `first` even when a
 * daylight-saving change falls between them. `limit` caps the list (a preview shows a few).
 */
export function repeatOccurrences(
  first: Date,
  { repeatType, repeatNumber }: Repeat,
  timeZone: string,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const repeats = repeatNumber > 0 && repeatType > 0;
  const count = Math.min(repeats ? repeatNumber : 1, limit);
  const start = wallClock(first.getTime(), timeZone);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return new Date(first.getTime());
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + index * repeatType));
    return new Date(
      instantOf(
        { ...start, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
        timeZone,
      ),
    );
  });
}
