import { describe, expect, it } from 'vitest';
import { expandSchedules } from '../../src/posts/occurrences.js';
import { everyNDays } from '../../src/posts/time-zone.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('repeats keep the wall-clock time in the project time zone', () => {
  it('crosses the New York spring-forward change at 09:00 local every day', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 09:00 is 14:00Z before and 13:00Z after.
    const first = new Date('2026-03-06T14:00:00.000Z');
    expect(iso(everyNDays(first, 1, 4, 'America/New_York'))).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('crosses the New York fall-back change weekly', () => {
    // 2026-11-01 02:00 EDT → 01:00 EST: 18:30 is 22:30Z before and 23:30Z after.
    const first = new Date('2026-10-25T22:30:00.000Z');
    expect(iso(everyNDays(first, 7, 3, 'America/New_York'))).toEqual([
      '2026-10-25T22:30:00.000Z',
      '2026-11-01T23:30:00.000Z',
      '2026-11-08T23:30:00.000Z',
    ]);
  });

  it('crosses a historical São Paulo change (daylight time began on 2018-11-04)', () => {
    // 10:00 in São Paulo was 13:00Z at -03:00 and 12:00Z at -02:00.
    const first = new Date('2018-11-02T13:00:00.000Z');
    expect(iso(everyNDays(first, 2, 3, 'America/Sao_Paulo'))).toEqual([
      '2018-11-02T13:00:00.000Z',
      '2018-11-04T12:00:00.000Z',
      '2018-11-06T12:00:00.000Z',
    ]);
  });

  it('moves a time skipped by the change forward by the gap, and takes the first of a repeated hour', () => {
    // 02:30 does not exist in New York on 2026-03-08: it becomes 03:30 EDT (07:30Z).
    expect(iso(everyNDays(new Date('2026-03-07T07:30:00.000Z'), 1, 2, 'America/New_York'))).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
    // 01:30 happens twice on 2026-11-01: the first (EDT, 05:30Z) is taken.
    expect(iso(everyNDays(new Date('2026-10-31T05:30:00.000Z'), 1, 2, 'America/New_York'))).toEqual([
      '2026-10-31T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z',
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
