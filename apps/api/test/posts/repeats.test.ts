import { describe, expect, it } from 'vitest';
import { expandSchedules } from '../../src/posts/occurrences.js';

describe('repeats keep the wall-clock time in the project time zone', () => {
  // The daylight-saving cases of the expansion itself are tested in @postify/sdk (rules/repeat.test.ts).
  it("expands a daily repeat in the project's time zone, across its spring-forward change", () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 09:00 in New York is 14:00Z before and 13:00Z after.
    const at = new Date('2026-03-07T14:00:00.000Z');
    const occurrences = expandSchedules(
      [{ field: 's0', at, repeatType: 1, repeatNumber: 2, isActive: true, accountIds: ['a'] }],
      'America/New_York',
    );
    expect(occurrences.map((o) => o.at.toISOString())).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('expands repeatNumber occurrences for every chosen account, and one without repeat', () => {
    const at = new Date('2026-12-01T12:00:00.000Z');
    const occurrences = expandSchedules(
      [
        { field: 's0', at, repeatType: 7, repeatNumber: 3, isActive: true, accountIds: ['a', 'b', 'a'] },
        { field: 's1', at, repeatType: 0, repeatNumber: 0, isActive: false, accountIds: ['a'] },
      ],
      'America/Sao_Paulo',
    );
    expect(occurrences.map((o) => `${o.accountId}@${o.at.toISOString().slice(0, 10)}:${o.isActive}`)).toEqual(
      [
        'a@2026-12-01:true',
        'b@2026-12-01:true',
        'a@2026-12-08:true',
        'b@2026-12-08:true',
        'a@2026-12-15:true',
        'b@2026-12-15:true',
        'a@2026-12-01:false',
      ],
    );
  });
});
