import * as z from 'zod/mini';
import { validationCodes as m } from '../messages.js';
import { LIMITS } from './limits.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The 288 schedule times, '00:00' to '23:55' in 5-minute steps. */
export const scheduleTimeChoices: readonly string[] = Array.from({ length: (24 * 60) / 5 }, (_, i) => {
  const minutes = i * LIMITS.scheduleStepMinutes;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

const dateField = z
  .string(m.scheduleDateRequired)
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, m.scheduleDateRequired));
const timeField = z
  .string(m.scheduleTimeRequired)
  .check(z.regex(/^([01]\d|2[0-3]):[0-5][05]$/, m.scheduleTimeRequired));
const accountsField = z
  .array(z.string(), m.scheduleAccountsRequired)
  .check(z.minLength(1, m.scheduleAccountsRequired));
// A refine instead of z.int(): the integer format check costs ~400 B gzipped.
const count = z.number().check(z.refine(Number.isInteger));

/**
 * The scheduling panel's form: date (YYYY-MM-DD), time in 5-minute steps, at least one account,
 * and, when 'Repetir' is on, a repeat count (1 to `LIMITS.repeatMax`) and an interval in days (1 to
 * `LIMITS.intervalMax`), the limits the API holds a schedule to.
 */
export const scheduleDraftSchema = z
  .object({
    date: dateField,
    time: timeField,
    socialMediaAccountIds: accountsField,
    repeat: z.boolean(),
    repeatNumber: count,
    repeatType: count,
  })
  .check(
    z.refine((d) => !d.repeat || d.repeatNumber >= LIMITS.repeatMin, {
      error: m.scheduleRepeatNumberMin,
      path: ['repeatNumber'],
      when: () => true,
    }),
    z.refine((d) => !d.repeat || d.repeatType >= LIMITS.repeatMin, {
      error: m.scheduleRepeatTypeMin,
      path: ['repeatType'],
      when: () => true,
    }),
    z.refine((d) => !d.repeat || d.repeatNumber <= LIMITS.repeatMax, {
      error: m.scheduleRepeatNumberMax,
      path: ['repeatNumber'],
      when: () => true,
    }),
    z.refine((d) => !d.repeat || d.repeatType <= LIMITS.intervalMax, {
      error: m.scheduleRepeatTypeMax,
      path: ['repeatType'],
      when: () => true,
    }),
  );

const repeatShape = { repeatType: count.check(z.gte(0)), repeatNumber: count.check(z.gte(0)) };
type RepeatPair = { repeatType: number; repeatNumber: number };
const noRepeat = (d: RepeatPair) => d.repeatType === 0 && d.repeatNumber === 0;
const repeatChecks = [
  z.refine<RepeatPair>((d) => noRepeat(d) || d.repeatNumber >= LIMITS.repeatMin, {
    error: m.scheduleRepeatNumberMin,
    path: ['repeatNumber'],
  }),
  z.refine<RepeatPair>((d) => noRepeat(d) || d.repeatType >= LIMITS.repeatMin, {
    error: m.scheduleRepeatTypeMin,
    path: ['repeatType'],
  }),
  z.refine<RepeatPair>((d) => d.repeatNumber <= LIMITS.repeatMax, {
    error: m.scheduleRepeatNumberMax,
    path: ['repeatNumber'],
  }),
  z.refine<RepeatPair>((d) => d.repeatType <= LIMITS.intervalMax, {
    error: m.scheduleRepeatTypeMax,
    path: ['repeatType'],
  }),
];

/**
 * A schedule's repeat pair, as the form keeps it and the API reads it: `repeatType` (days between repeats)
 * and `repeatNumber` (occurrences) are both 0 without repeat, both at least 1 with it, at most
 * `LIMITS.repeatMax` occurrences and `LIMITS.intervalMax` days apart.
 */
export const scheduleRepeatSchema = z.object(repeatShape).check(...repeatChecks);

/** A schedule item in the composer's list: date, time, accounts and the repeat of {@link scheduleRepeatSchema}. */
export const scheduleItemSchema = z
  .object({
    id: z.string(),
    date: dateField,
    time: timeField,
    socialMediaAccountIds: accountsField,
    ...repeatShape,
  })
  .check(...repeatChecks);

/** Scheduling panel form values. */
export type ScheduleDraft = z.infer<typeof scheduleDraftSchema>;
/** A schedule item in the composer's list. */
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

/** Turns a valid draft into a list item, storing repeatType and repeatNumber as 0 when 'Repetir' is off. */
export function toScheduleItem(draft: ScheduleDraft, id: string): ScheduleItem {
  return {
    id,
    date: draft.date,
    time: draft.time,
    socialMediaAccountIds: [...draft.socialMediaAccountIds],
    repeatType: draft.repeat ? draft.repeatType : 0,
    repeatNumber: draft.repeat ? draft.repeatNumber : 0,
  };
}
