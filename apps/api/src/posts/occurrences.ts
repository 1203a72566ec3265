import { repeatOccurrences } from '@postify/sdk/rules';
import type { ScheduleInput } from './form.js';

/** One schedule row to insert: an occurrence for one account. */
export interface Occurrence {
  accountId: string;
  at: Date;
  isActive: boolean;
}

/**
 * Expands the schedules into occurrences: `repeatNumber` of them `repeatType` days apart (one without
 * repeat), wall-clock time kept in the project's `timeZone`, times each chosen account.
 */
export function expandSchedules(schedules: readonly ScheduleInput[], timeZone: string): Occurrence[] {
  return schedules.flatMap((schedule) => {
    const instants = repeatOccurrences(schedule.at, schedule, timeZone);
    const accounts = [...new Set(schedule.accountIds)];
    return instants.flatMap((at) =>
      accounts.map((accountId) => ({ accountId, at, isActive: schedule.isActive })),
    );
  });
}
