import { stateMessages as m } from '../messages.js';
import type { ScheduleItem } from '../schemas/schedule.js';
import { instantIn, localTimeZone, repeatOccurrences } from './repeat.js';

/**
 * The date and time fields of a schedule: 'YYYY-MM-DD' and 'HH:MM', a wall-clock time in the project's
 * time zone (the one its repeats follow), whatever the browser's zone is.
 */
export interface ScheduleMoment {
  date: string;
  time: string;
}

/**
 * The instant a schedule's date and time mean in `timeZone` (the project's; the runtime's own zone when
 * absent), or undefined while either is incomplete.
 */
export function scheduleMomentToDate(
  { date, time }: ScheduleMoment,
  timeZone: string = localTimeZone(),
): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  return instantIn(
    { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) },
    timeZone,
  );
}

/** 'Escolha uma data e um horário no futuro' when the moment (in `timeZone`) is not after `now`, else undefined. */
export function schedulePastError(
  moment: ScheduleMoment,
  now: Date = new Date(),
  timeZone: string = localTimeZone(),
): string | undefined {
  const at = scheduleMomentToDate(moment, timeZone);
  return at && at.getTime() <= now.getTime() ? m.scheduleDatePast : undefined;
}

/**
 * Every publication of a schedule item, as the API will store it: the first at the item's date and time
 * in the project's `timeZone`, the repeats `repeatType` days apart at the same wall-clock time there
 * (see {@link repeatOccurrences}). `limit` caps the list.
 */
export function scheduleOccurrences(
  item: Pick<ScheduleItem, 'date' | 'time' | 'repeatType' | 'repeatNumber'>,
  timeZone: string,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const first = scheduleMomentToDate(item, timeZone);
  return first ? repeatOccurrences(first, item, timeZone, limit) : [];
}

/** A schedule entry as `POST /templates/scheduled` takes it. */
export interface ScheduleRequest {
  schedule: string;
  repeatType: number;
  repeatNumber: number;
  isActive: boolean;
  socialMediaAccountIds: string[];
}

/**
 * Converts a schedule item of the form to the entry sent on save (ISO date-time, active), its date and
 * time read in the project's `timeZone` (the runtime's own zone when absent).
 */
export function toScheduleRequest(item: ScheduleItem, timeZone: string = localTimeZone()): ScheduleRequest {
  const at = scheduleMomentToDate(item, timeZone);
  if (!at)
    throw new RangeError(
      `Schedule ${item.id} has no valid date and time; validate it with scheduleItemSchema first.`,
    );
  return {
    schedule: at.toISOString(),
    repeatType: item.repeatType,
    repeatNumber: item.repeatNumber,
    isActive: true,
    socialMediaAccountIds: [...item.socialMediaAccountIds],
  };
}
