import { describe, expect, it } from 'vitest';
import { repeatOccurrences } from './repeat.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const daily = (repeatNumber: number) => ({ repeatType: 1, repeatNumber });

describe('repeats keep the wall-clock time in the project time zone', () => {
  it('crosses the New York spring-forward change at 09:00 local every day', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 09:00 is 14:00Z before and 13:00Z after.
    const first = new Date('2026-03-06T14:00:00.000Z');
    expect(iso(repeatOccurrences(first, daily(4), 'America/New_York'))).toEqual([
      '2026-03-06T14:00:00.000Z',
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
  });

  it('crosses the New York fall-back change weekly', () => {
    // 2026-11-01 02:00 EDT → 01:00 EST: 18:30 is 22:30Z before and 23:30Z after.
    const first = new Date('2026-10-25T22:30:00.000Z');
    expect(iso(repeatOccurrences(first, { repeatType: 7, repeatNumber: 3 }, 'America/New_York'))).toEqual([
      '2026-10-25T22:30:00.000Z',
      '2026-11-01T23:30:00.000Z',
      '2026-11-08T23:30:00.000Z',
    ]);
  });

  it('crosses the Lisbon change, east of UTC in summer', () => {
    // 2026-03-29 01:00 WET → 02:00 WEST: 12:00 in Lisbon is 12:00Z before and 11:00Z after.
    const first = new Date('2026-03-28T12:00:00.000Z');
    expect(iso(repeatOccurrences(first, daily(3), 'Europe/Lisbon'))).toEqual([
      '2026-03-28T12:00:00.000Z',
      '2026-03-29T11:00:00.000Z',
      '2026-03-30T11:00:00.000Z',
    ]);
  });

  it('crosses a historical São Paulo change (daylight time began on 2018-11-04)', () => {
    // 10:00 in São Paulo was 13:00Z at -03:00 and 12:00Z at -02:00.
    const first = new Date('2018-11-02T13:00:00.000Z');
    expect(iso(repeatOccurrences(first, { repeatType: 2, repeatNumber: 3 }, 'America/Sao_Paulo'))).toEqual([
      '2018-11-02T13:00:00.000Z',
      '2018-11-04T12:00:00.000Z',
      '2018-11-06T12:00:00.000Z',
    ]);
  });

  it('moves a time skipped by the change forward by the gap, and takes the first of a repeated hour', () => {
    // 02:30 does not exist in New York on 2026-03-08: it becomes 03:30 EDT (07:30Z).
    expect(
      iso(repeatOccurrences(new Date('2026-03-07T07:30:00.000Z'), daily(2), 'America/New_York')),
    ).toEqual(['2026-03-07T07:30:00.000Z', '2026-03-08T07:30:00.000Z']);
    // 01:30 happens twice on 2026-11-01: the first (EDT, 05:30Z) is taken.
    expect(
      iso(repeatOccurrences(new Date('2026-10-31T05:30:00.000Z'), daily(2), 'America/New_York')),
    ).toEqual(['2026-10-31T05:30:00.000Z', '2026-11-01T05:30:00.000Z']);
  });

  it('gives the first instant alone without repeat, and caps the list at the limit', () => {
    const first = new Date('2026-12-01T12:00:00.000Z');
    expect(iso(repeatOccurrences(first, { repeatType: 0, repeatNumber: 0 }, 'America/Sao_Paulo'))).toEqual([
      '2026-12-01T12:00:00.000Z',
    ]);
    expect(repeatOccurrences(first, daily(366), 'America/Sao_Paulo', 5)).toHaveLength(5);
  });
});
