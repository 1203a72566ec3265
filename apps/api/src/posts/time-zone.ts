/** Wall-clock fields of an instant in a time zone. */
interface WallClock {
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

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
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

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (São Paulo today: -3 h). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  return asUtc - instant;
}

/**
 * The instant at which `timeZone` shows this wall-clock time. A time skipped by a spring-forward change
 * moves forward by the gap (02:30 → 03:30); a time shown twice takes its first (daylight) instance.
 */
function instantOf(w: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.millisecond);
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter(
    (instant) => offsetAt(instant, timeZone) === asUtc - instant,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // Inside a gap: the wall clock jumped over this time; keep the distance from the earlier offset.
  return asUtc - Math.min(before, after);
}

/**
 * `count` instants starting at `first`, `everyDays` calendar days apart in `timeZone`, each at the same
 * wall-clock time as `first` even when a daylight-saving change falls between them.
 */
export function everyNDays(first: Date, everyDays: number, count: number, timeZone: string): Date[] {
  const start = wallClock(first.getTime(), timeZone);
  return Array.from({ length: count }, (_, index) => {
    if (index === 0) return new Date(first.getTime());
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + index * everyDays));
    return new Date(
      instantOf(
        { ...start, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
        timeZone,
      ),
    );
  });
}
