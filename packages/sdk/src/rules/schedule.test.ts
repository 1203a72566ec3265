import { describe, expect, it } from 'vitest';
import {
  scheduleMomentToDate,
  scheduleOccurrences,
  schedulePastError,
  toScheduleRequest,
} from './schedule.js';

// Local-time rules are checked in a zone with an offset, whatever the machine's zone is.
process.env.TZ = 'America/Sao_Paulo';
const saoPaulo = 'America/Sao_Paulo';

const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('scheduleOccurrences', () => {
  it('gives one occurrence without repeat', () => {
    const list = scheduleOccurrences(
      { date: '2026-11-23', time: '09:30', repeatType: 0, repeatNumber: 0 },
      saoPaulo,
    );
    expect(list.map(local)).toEqual(['2026-11-23 09:30']);
  });

  it('gives repeatNumber occurrences repeatType days apart, across a month end', () => {
    const list = scheduleOccurrences(
      { date: '2026-11-28', time: '18:00', repeatType: 2, repeatNumber: 3 },
      saoPaulo,
    );
    expect(list.map(local)).toEqual(['2026-11-28 18:00', '2026-11-30 18:00', '2026-12-02 18:00']);
  });

  it('caps the list at the given limit', () => {
    expect(
      scheduleOccurrences(
        { date: '2026-11-23', time: '09:30', repeatType: 1, repeatNumber: 100 },
        saoPaulo,
        5,
      ),
    ).toHaveLength(5);
  });

  it('gives nothing while the date or time is incomplete', () => {
    expect(
      scheduleOccurrences({ date: '', time: '09:30', repeatType: 0, repeatNumber: 0 }, saoPaulo),
    ).toEqual([]);
  });

  it("repeats at the project's wall-clock time across its DST change, as the API stores them", () => {
    // 10:00 in New York is 15:00Z (EST) until its clocks move forward on 2026-03-08, 14:00Z (EDT) after;
    // the browser's zone (São Paulo here) plays no part.
    const list = scheduleOccurrences(
      { date: '2026-03-06', time: '10:00', repeatType: 1, repeatNumber: 4 },
      'America/New_York',
    );
    expect(list.map((d) => d.toISOString())).toEqual([
      '2026-03-06T15:00:00.000Z',
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-09T14:00:00.000Z',
    ]);
  });
});

describe('a schedule moment is read in the project time zone', () => {
  it('reads the typed date and time as the project shows them, whatever the browser zone is', () => {
    // The machine runs in São Paulo (see above); the project is in New York.
    expect(
      scheduleMomentToDate({ date: '2026-11-23', time: '09:30' }, 'America/New_York')?.toISOString(),
    ).toBe('2026-11-23T14:30:00.000Z');
    expect(
      toScheduleRequest(
        {
          id: 's1',
          date: '2026-11-23',
          time: '09:30',
          socialMediaAccountIds: ['a'],
          repeatType: 0,
          repeatNumber: 0,
        },
        'America/New_York',
      ).schedule,
    ).toBe('2026-11-23T14:30:00.000Z');
  });

  it('refuses a past moment by the project clock', () => {
    const now = new Date('2026-11-22T15:00:00Z'); // 12:00 in São Paulo, 10:00 in New York
    expect(schedulePastError({ date: '2026-11-22', time: '11:00' }, now, 'America/New_York')).toBeUndefined();
    expect(schedulePastError({ date: '2026-11-22', time: '11:00' }, now, 'America/Sao_Paulo')).toBe(
      'Escolha uma data e um horário no futuro',
    );
  });
});

describe('schedulePastError', () => {
  const now = new Date(2026, 10, 22, 14, 0);

  it('refuses a moment in the past or right now with a pt-BR message', () => {
    expect(schedulePastError({ date: '2026-11-22', time: '13:55' }, now)).toBe(
      'Escolha uma data e um horário no futuro',
    );
    expect(schedulePastError({ date: '2026-11-22', time: '14:00' }, now)).toBe(
      'Escolha uma data e um horário no futuro',
    );
  });

  it('accepts a future moment and ignores incomplete fields', () => {
    expect(schedulePastError({ date: '2026-11-22', time: '14:05' }, now)).toBeUndefined();
    expect(schedulePastError({ date: '2026-11-22', time: '' }, now)).toBeUndefined();
  });
});

describe('toScheduleRequest', () => {
  it('sends the local moment as ISO, active, with the repeat values', () => {
    expect(
      toScheduleRequest({
        id: 's1',
        date: '2026-11-23',
        time: '09:30',
        socialMediaAccountIds: ['a'],
        repeatType: 7,
        repeatNumber: 4,
      }),
    ).toEqual({
      schedule: '2026-11-23T12:30:00.000Z',
      repeatType: 7,
      repeatNumber: 4,
      isActive: true,
      socialMediaAccountIds: ['a'],
    });
  });
});
