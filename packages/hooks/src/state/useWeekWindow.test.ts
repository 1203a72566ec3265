import { localDayKey } from '@postify/sdk/rules';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWeekWindow } from './useWeekWindow.js';

// The browser's zone, the window's default: one with an offset, whatever the machine's zone is.
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

  it('places every occurrence of a post on its day', () => {
    const { result } = renderHook(() => useWeekWindow({ today }));
    const posts = [
      {
        id: 7,
        schedules: [{ scheduledAt: '2026-11-26T12:00:00Z' }, { scheduledAt: '2026-11-24T02:10:00Z' }],
      },
      { id: 8, schedules: [{ scheduledAt: '2026-11-24T13:00:00Z' }] },
    ];
    const byDay = Object.fromEntries(
      result.current.placePosts(posts).map((d) => [d.key, d.occurrences.map((o) => o.post.id)]),
    );
    // 02:10 UTC on the 24th is 23:10 on the 23rd in São Paulo.
    expect(byDay).toMatchObject({ '2026-11-23': [7], '2026-11-24': [8], '2026-11-26': [7] });
  });

  it("shows the project's days when its zone differs from the browser's", () => {
    // 23:30 on the 21st in São Paulo is already the 22nd in Lisbon.
    const lateEvening = new Date('2026-11-22T02:30:00Z');
    const { result } = renderHook(() => useWeekWindow({ today: lateEvening, timeZone: 'Europe/Lisbon' }));
    expect(result.current.rangeLabel).toBe('22/11 – 28/11/2026');
    expect(result.current.bounds).toEqual({
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-11-29T00:00:00.000Z',
    });
  });
});
