import { stateMessages as m } from '../messages.js';
import type { ScheduleItem } from '../schemas/schedule.js';

/** The date and time fields of a schedule: 'YYYY-MM-DD' and 'HH:MM', read in the user's local time. */
export interface ScheduleMoment {
  date: string;
  time: string;
}

/** The local Date of a schedule's date and time, or undefined while either is incomplete. */
export function scheduleMomentToDate({ date, time }: ScheduleMoment): Date | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return undefined;
  return new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
}

/** 'Escolha uma data e um horário no futuro' when the moment is not after `now`, else undefined. */
export function schedulePastError(moment: ScheduleMoment, now: Date = new Date()): string | undefined {
  const at = scheduleMomentToDate(moment);
  return at && at.getTime() <= now.getTime() ? m.scheduleDatePast : undefined;
}

/**
 * Every publication of a schedule item: `repeatNumber` occurrences `repeatType` days apart (one when
 * not repeating), keeping the wall-clock time across daylight-saving changes. `limit` caps the list.
 */
export function scheduleOccurrences(
  item: Pick<ScheduleItem, 'date' | 'time' | 'repeatType' | 'repeatNumber'>,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const first = scheduleMomentToDate(item);
  if (!first) return [];
  const repeats = item.repeatNumber > 0 && item.repeatType > 0;
  const count = Math.min(repeats ? item.repeatNumber : 1, limit);
  return Array.from(
    { length: count },
    (_, i) =>
      new Date(
        first.getFullYear(),
        first.getMonth(),
        first.getDate() + i * (repeats ? item.repeatType : 0),
        first.getHours(),
        first.getMinutes(),
      ),
  );
}

/** A schedule entry as `POST /templates/scheduled` takes it. */
export interface ScheduleRequest {
  schedule: string;
  repeatType: number;
  repeatNumber: number;
  isActive: boolean;
  socialMediaAccountIds: string[];
}

/** Converts a schedule item of the form to the entry sent on save (ISO date-time, active). */
export function toScheduleRequest(item: ScheduleItem): ScheduleRequest {
  const at = scheduleMomentToDate(item);
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
