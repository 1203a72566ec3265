import { stateMessages as m } from '../messages.js';
import type { ScheduleItem } from '../schemas/schedule.js';
import { repeatOccurrences } from './repeat.js';

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
 * Every publication of a schedule item, as the API will store it: the first at the item's local date and
 * time, the repeats `repeatType` days apart at the same wall-clock time in the project's `timeZone`
 * (see {@link repeatOccurrences}). `limit` caps the list.
 */
export function scheduleOccurrences(
  item: Pick<ScheduleItem, 'date' | 'time' | 'repeatType' | 'repeatNumber'>,
  timeZone: string,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const first = scheduleMomentToDate(item);
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
