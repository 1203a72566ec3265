import { describe, expect, it } from 'vitest';
import { localDayKey, placePostsByDay, weekBounds, weekDays } from './week.js';

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

describe('placePostsByDay', () => {
  const days = weekDays(new Date(2026, 10, 22));

  it('places a post on the local day of its earliest schedule', () => {
    const late = {
      id: 1,
      schedules: [{ scheduledAt: '2026-11-25T12:00:00Z' }, { scheduledAt: '2026-11-23T01:30:00Z' }],
    };
    const calendar = placePostsByDay([late], days);
    // 01:30 UTC on the 23rd is 22:30 on the 22nd in São Paulo.
    expect(calendar.find((d) => d.key === '2026-11-22')?.posts.map((p) => p.post.id)).toEqual([1]);
    expect(calendar.filter((d) => d.posts.length > 0)).toHaveLength(1);
  });

  it('orders a day by time and leaves out posts without schedules or outside the window', () => {
    const posts = [
      { id: 2, schedules: [{ scheduledAt: '2026-11-24T20:00:00Z' }] },
      { id: 3, schedules: [{ scheduledAt: '2026-11-24T11:00:00Z' }] },
      { id: 4, schedules: [] },
      { id: 5, schedules: [{ scheduledAt: '2026-12-10T11:00:00Z' }] },
    ];
    const calendar = placePostsByDay(posts, days);
    expect(calendar.find((d) => d.key === '2026-11-24')?.posts.map((p) => p.post.id)).toEqual([3, 2]);
    expect(calendar.flatMap((d) => d.posts)).toHaveLength(2);
  });
});
