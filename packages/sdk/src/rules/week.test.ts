import { describe, expect, it } from 'vitest';
import {
  atTimeOfDay,
  dayIn,
  localDayKey,
  occurrenceStatus,
  placeOccurrencesByDay,
  weekBounds,
  weekDays,
} from './week.js';

// Local-time rules are checked in a zone with an offset, whatever the machine's zone is.
process.env.TZ = 'America/Sao_Paulo';

describe('week window', () => {
  it('lists 7 local days from the given date', () => {
    const days = weekDays(new Date(2026, 10, 28, 15, 30));
    expect(days.map(localDayKey)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days.every((d) => d.getHours() === 0 && d.getMinutes() === 0)).toBe(true);
  });

  it('bounds the scheduled-posts query from the first local midnight to the one after the last day', () => {
    expect(weekBounds(new Date(2026, 10, 22, 10))).toEqual({
      from: '2026-11-22T03:00:00.000Z',
      to: '2026-11-29T03:00:00.000Z',
    });
  });
});

describe('days and bounds in the project time zone', () => {
  it("starts the window at the project's midnight, not the browser's", () => {
    // New York is 2 h behind São Paulo in November (EST, -05:00).
    expect(weekBounds(new Date(2026, 10, 22), 7, 'America/New_York')).toEqual({
      from: '2026-11-22T05:00:00.000Z',
      to: '2026-11-29T05:00:00.000Z',
    });
  });

  it('gives the day a zone shows at an instant: late evening in New York is already tomorrow in São Paulo', () => {
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(localDayKey(dayIn(instant, 'America/New_York'))).toBe('2026-11-22');
    expect(localDayKey(dayIn(instant, 'America/Sao_Paulo'))).toBe('2026-11-22');
    expect(localDayKey(dayIn(instant, 'Europe/Lisbon'))).toBe('2026-11-23');
  });

  it('keeps the wall-clock time in the zone when a post moves to another day across a DST change', () => {
    // 09:00 in New York on 2026-03-06 (EST) moved to 2026-03-09 (EDT) stays 09:00 there.
    expect(
      atTimeOfDay(new Date(2026, 2, 9), new Date('2026-03-06T14:00:00Z'), 'America/New_York').toISOString(),
    ).toBe('2026-03-09T13:00:00.000Z');
  });
});

describe('placeOccurrencesByDay', () => {
  const days = weekDays(new Date(2026, 10, 22));

  it('places every occurrence of a repeating post on its own day, each with its schedules', () => {
    const daily = {
      id: 1,
      schedules: [
        { id: 10, scheduledAt: '2026-11-21T12:00:00Z' },
        { id: 11, scheduledAt: '2026-11-23T12:00:00Z' },
        { id: 12, scheduledAt: '2026-11-23T12:00:00Z' },
        { id: 13, scheduledAt: '2026-11-24T12:00:00Z' },
        { id: 14, scheduledAt: '2026-12-01T12:00:00Z' },
      ],
    };
    const calendar = placeOccurrencesByDay([daily], days);
    const placed = calendar.flatMap((d) =>
      d.occurrences.map((o) => [d.key, o.schedules.map((s) => s.id)] as const),
    );
    // Before and after the window are left out; the two accounts at the same instant are one occurrence.
    expect(placed).toEqual([
      ['2026-11-23', [11, 12]],
      ['2026-11-24', [13]],
    ]);
  });

  it("places an occurrence on its day in the project's time zone", () => {
    // 01:30 UTC on the 23rd is 22:30 on the 22nd in São Paulo, 01:30 on the 23rd in Lisbon.
    const post = { id: 1, schedules: [{ scheduledAt: '2026-11-23T01:30:00Z' }] };
    expect(
      placeOccurrencesByDay([post], days, 'America/Sao_Paulo').find((d) => d.occurrences.length)?.key,
    ).toBe('2026-11-22');
    expect(placeOccurrencesByDay([post], days, 'Europe/Lisbon').find((d) => d.occurrences.length)?.key).toBe(
      '2026-11-23',
    );
  });

  it('places each instant on the day the zone shows, across daylight-saving changes', () => {
    // Every 20 minutes over two weeks holding a spring-forward and a fall-back change somewhere.
    const cases = [
      ['America/New_York', new Date(2026, 2, 2)],
      ['America/New_York', new Date(2026, 9, 27)],
      ['Europe/Lisbon', new Date(2026, 2, 24)],
      ['Australia/Lord_Howe', new Date(2026, 3, 1)],
      ['America/Sao_Paulo', new Date(2026, 10, 22)],
    ] as const;
    for (const [zone, start] of cases) {
      const window = weekDays(start, 14);
      const from = Date.parse(weekBounds(start, 14, zone).from) - 86_400_000;
      const posts = Array.from({ length: 16 * 72 }, (_, i) => ({
        id: i,
        schedules: [{ scheduledAt: new Date(from + i * 1_200_000).toISOString() }],
      }));
      const placed = placeOccurrencesByDay(posts, window, zone).flatMap((day) =>
        day.occurrences.map((o) => [o.post.id, day.key]),
      );
      const expected = posts.flatMap((post) => {
        const key = localDayKey(dayIn(new Date(post.schedules[0]?.scheduledAt ?? ''), zone));
        return window.some((day) => localDayKey(day) === key) ? [[post.id, key]] : [];
      });
      expect(placed.sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(expected);
    }
  });

  it('orders a day by time and leaves out posts without schedules or outside the window', () => {
    const posts = [
      { id: 2, schedules: [{ scheduledAt: '2026-11-24T20:00:00Z' }] },
      { id: 3, schedules: [{ scheduledAt: '2026-11-24T11:00:00Z' }] },
      { id: 4, schedules: [] },
      { id: 5, schedules: [{ scheduledAt: '2026-12-10T11:00:00Z' }] },
      { id: 6, schedules: [{ scheduledAt: 'not a date' }] },
    ];
    const calendar = placeOccurrencesByDay(posts, days);
    expect(calendar.find((d) => d.key === '2026-11-24')?.occurrences.map((o) => o.post.id)).toEqual([3, 2]);
    expect(calendar.flatMap((d) => d.occurrences)).toHaveLength(2);
  });
});

describe('occurrenceStatus', () => {
  const of = (...statuses: ('SCHEDULED' | 'PUBLISHING' | 'POSTED' | 'FAILED')[]) =>
    occurrenceStatus(statuses.map((status) => ({ status })));

  it('shows what needs the user most across the accounts of one occurrence', () => {
    expect(of('POSTED', 'FAILED', 'SCHEDULED')).toBe('FAILED');
    expect(of('POSTED', 'PUBLISHING', 'SCHEDULED')).toBe('PUBLISHING');
    expect(of('POSTED', 'SCHEDULED')).toBe('SCHEDULED');
    expect(of('POSTED', 'POSTED')).toBe('POSTED');
  });
});
