import { describe, expect, it } from 'vitest';
import {
  nextFreeSlot,
  QUEUE_SLOTS_MAX,
  type QueueSlot,
  queueSlotErrorKey,
  queueSlotInstants,
  sortQueueSlots,
} from './queue.js';

const weekdays = (time: string): QueueSlot[] => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, time }));
const iso = (dates: readonly Date[]) => dates.map((date) => date.toISOString());

describe('queueSlotErrorKey', () => {
  it('accepts a weekday 0–6 at a 24-hour time', () => {
    expect(queueSlotErrorKey({ weekday: 0, time: '00:00' }, [])).toBeNull();
    expect(queueSlotErrorKey({ weekday: 6, time: '23:59' }, [])).toBeNull();
  });

  it('names the problem of a bad weekday, a bad time, a repeated slot and one too many', () => {
    expect(queueSlotErrorKey({ weekday: 7, time: '09:00' }, [])).toBe('weekdayInvalid');
    expect(queueSlotErrorKey({ weekday: 1.5, time: '09:00' }, [])).toBe('weekdayInvalid');
    expect(queueSlotErrorKey({ weekday: 1, time: '24:00' }, [])).toBe('timeInvalid');
    expect(queueSlotErrorKey({ weekday: 1, time: '9:00' }, [])).toBe('timeInvalid');
    expect(queueSlotErrorKey({ weekday: 1, time: '09:00' }, [{ weekday: 1, time: '09:00' }])).toBe(
      'slotDuplicate',
    );
    const full = Array.from({ length: QUEUE_SLOTS_MAX }, (_, i) => ({
      weekday: i % 7,
      time: `1${Math.floor(i / 7)}:00`,
    }));
    expect(queueSlotErrorKey({ weekday: 1, time: '20:00' }, full)).toBe('slotsMax');
  });
});

describe('sortQueueSlots', () => {
  it('orders by weekday from domingo, then by time', () => {
    expect(
      sortQueueSlots([
        { weekday: 2, time: '09:00' },
        { weekday: 0, time: '18:00' },
        { weekday: 2, time: '08:30' },
      ]),
    ).toEqual([
      { weekday: 0, time: '18:00' },
      { weekday: 2, time: '08:30' },
      { weekday: 2, time: '09:00' },
    ]);
  });
});

describe('queueSlotInstants', () => {
  it('lists Mon–Fri 09:00 and 18:00 in the project time zone, earliest first', () => {
    const slots = [...weekdays('09:00'), ...weekdays('18:00')];
    // Friday 2025-06-06 10:00 in São Paulo (UTC−3): Friday 18:00, then Monday.
    const from = new Date('2025-06-06T13:00:00Z');
    expect(iso(queueSlotInstants(slots, from, 'America/Sao_Paulo', 4))).toEqual([
      '2025-06-06T21:00:00.000Z',
      '2025-06-09T12:00:00.000Z',
      '2025-06-09T21:00:00.000Z',
    ]);
  });

  it('keeps 09:00 on the wall clock across São Paulo’s historical spring-forward (2018-11-04)', () => {
    const slots = [0, 6].map((weekday) => ({ weekday, time: '09:00' }));
    const from = new Date('2018-11-03T06:00:00Z');
    // Saturday at UTC−3, Sunday at UTC−2 (daylight saving began at midnight).
    expect(iso(queueSlotInstants(slots, from, 'America/Sao_Paulo', 2))).toEqual([
      '2018-11-03T12:00:00.000Z',
      '2018-11-04T11:00:00.000Z',
    ]);
  });

  it('moves a slot in the skipped hour forward by the gap (São Paulo, 00:30 on 2018-11-04)', () => {
    const from = new Date('2018-11-04T02:00:00Z');
    expect(iso(queueSlotInstants([{ weekday: 0, time: '00:30' }], from, 'America/Sao_Paulo', 2))).toEqual([
      '2018-11-04T03:30:00.000Z',
    ]);
  });

  it('keeps the wall clock when São Paulo’s daylight saving ended (2019-02-17)', () => {
    const slots = [6, 0].map((weekday) => ({ weekday, time: '09:00' }));
    const from = new Date('2019-02-16T06:00:00Z');
    expect(iso(queueSlotInstants(slots, from, 'America/Sao_Paulo', 2))).toEqual([
      '2019-02-16T11:00:00.000Z',
      '2019-02-17T12:00:00.000Z',
    ]);
  });

  it('follows Lisbon into summer time and back, a repeated hour taken once', () => {
    const nine = [6, 0].map((weekday) => ({ weekday, time: '09:00' }));
    expect(iso(queueSlotInstants(nine, new Date('2025-03-29T00:00:00Z'), 'Europe/Lisbon', 2))).toEqual([
      '2025-03-29T09:00:00.000Z',
      '2025-03-30T08:00:00.000Z',
    ]);
    // 01:30 happens twice on 2025-10-26: the slot is its first instance (still summer time).
    expect(
      iso(
        queueSlotInstants(
          [{ weekday: 0, time: '01:30' }],
          new Date('2025-10-26T00:00:00Z'),
          'Europe/Lisbon',
          1,
        ),
      ),
    ).toEqual(['2025-10-26T00:30:00.000Z']);
  });
});

describe('nextFreeSlot', () => {
  const slots = [...weekdays('09:00'), ...weekdays('18:00')];
  const zone = 'America/Sao_Paulo';
  const now = new Date('2025-06-06T13:00:00Z');

  it('takes the earliest slot after now', () => {
    expect(nextFreeSlot(slots, [], now, zone)?.toISOString()).toBe('2025-06-06T21:00:00.000Z');
  });

  it('skips slots already held by the account’s waiting publications', () => {
    const taken = [new Date('2025-06-06T21:00:00Z'), new Date('2025-06-09T12:00:00Z')];
    expect(nextFreeSlot(slots, taken, now, zone)?.toISOString()).toBe('2025-06-09T21:00:00.000Z');
  });

  it('never answers now itself or the past', () => {
    expect(nextFreeSlot(slots, [], new Date('2025-06-06T21:00:00Z'), zone)?.toISOString()).toBe(
      '2025-06-09T12:00:00.000Z',
    );
  });

  it('answers null without slots, or when the horizon is full', () => {
    expect(nextFreeSlot([], [], now, zone)).toBeNull();
    const one = [{ weekday: 1, time: '09:00' }];
    const taken = queueSlotInstants(one, now, zone);
    expect(taken).toHaveLength(8);
    expect(nextFreeSlot(one, taken, now, zone)).toBeNull();
  });

  it('fills the next slots across a daylight-saving change (Lisbon, March 2025)', () => {
    const daily = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, time: '09:00' }));
    const start = new Date('2025-03-29T08:00:00Z');
    const first = nextFreeSlot(daily, [], start, 'Europe/Lisbon');
    const second = first && nextFreeSlot(daily, [first], start, 'Europe/Lisbon');
    expect([first?.toISOString(), second?.toISOString()]).toEqual([
      '2025-03-29T09:00:00.000Z',
      '2025-03-30T08:00:00.000Z',
    ]);
  });
});
