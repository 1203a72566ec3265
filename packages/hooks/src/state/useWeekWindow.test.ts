import { localDayKey } from '@postify/sdk/rules';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWeekWindow } from './useWeekWindow.js';

// The placement is in local time: check it in a zone with an offset.
process.env.TZ = 'America/Sao_Paulo';

describe('useWeekWindow', () => {
  const today = new Date(2026, 10, 22, 16, 45);

  it('shows 7 days starting today with a range label', () => {
    const { result } = renderHook(() => useWeekWindow({ today }));
    expect(result.current.days.map(localDayKey)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(result.current.rangeLabel).toBe('22/11 – 28/11/2026');
    expect(result.current.bounds).toEqual({
      from: '2026-11-22T03:00:00.000Z',
      to: '2026-11-29T03:00:00.000Z',
    });
  });

  it('moves a week forward and back, and returns to today', () => {
    const { result } = renderHook(() => useWeekWindow({ today }));
    act(() => result.current.next());
    expect(result.current.rangeLabel).toBe('29/11 – 05/12/2026');
    act(() => {
      result.current.previous();
      result.current.previous();
    });
    expect(result.current.rangeLabel).toBe('15/11 – 21/11/2026');
    act(() => result.current.reset());
    expect(result.current.offset).toBe(0);
    expect(result.current.rangeLabel).toBe('22/11 – 28/11/2026');
  });

  it('places posts on the day of their earliest schedule in local time', () => {
    const { result } = renderHook(() => useWeekWindow({ today }));
    const posts = [
      {
        id: 7,
        schedules: [{ scheduledAt: '2026-11-26T12:00:00Z' }, { scheduledAt: '2026-11-24T02:10:00Z' }],
      },
      { id: 8, schedules: [{ scheduledAt: '2026-11-24T13:00:00Z' }] },
    ];
    const byDay = Object.fromEntries(
      result.current.placePosts(posts).map((d) => [d.key, d.posts.map((p) => p.post.id)]),
    );
    // 02:10 UTC on the 24th is 23:10 on the 23rd in São Paulo.
    expect(byDay).toMatchObject({ '2026-11-23': [7], '2026-11-24': [8], '2026-11-26': [] });
  });
});
