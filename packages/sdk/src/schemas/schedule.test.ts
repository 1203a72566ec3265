import { describe, expect, it } from 'vitest';
import { validate } from './result.js';
import {
  scheduleDraftSchema,
  scheduleItemSchema,
  scheduleRepeatSchema,
  scheduleTimeChoices,
  toScheduleItem,
} from './schedule.js';

const draft = {
  date: '2026-11-23',
  time: '09:30',
  socialMediaAccountIds: ['acc-1'],
  repeat: false,
  repeatNumber: 0,
  repeatType: 0,
};

describe('scheduleTimeChoices', () => {
  it('runs from 00:00 to 23:55 in 288 five-minute steps', () => {
    expect(scheduleTimeChoices).toHaveLength(288);
    expect(scheduleTimeChoices[0]).toBe('00:00');
    expect(scheduleTimeChoices[1]).toBe('00:05');
    expect(scheduleTimeChoices[12]).toBe('01:00');
    expect(scheduleTimeChoices.at(-1)).toBe('23:55');
    expect(new Set(scheduleTimeChoices).size).toBe(288);
  });
});

describe('scheduleDraftSchema', () => {
  it('needs a date, a time and at least one account', () => {
    expect(
      validate(scheduleDraftSchema, { ...draft, date: '', time: '', socialMediaAccountIds: [] }).errors,
    ).toEqual({
      date: 'Selecione uma data',
      time: 'Selecione um horário',
      socialMediaAccountIds: 'Selecione pelo menos uma conta',
    });
  });

  it('accepts only times on the 5-minute grid', () => {
    expect(validate(scheduleDraftSchema, { ...draft, time: '09:31' }).errors.time).toBe(
      'Selecione um horário',
    );
    expect(validate(scheduleDraftSchema, { ...draft, time: '23:55' }).success).toBe(true);
  });

  it('needs a repeat count and an interval of at least 1 when Repetir is on', () => {
    expect(validate(scheduleDraftSchema, { ...draft, repeat: true }).errors).toEqual({
      repeatNumber: 'O número de repetições deve ser no mínimo 1',
      repeatType: 'O intervalo deve ser de no mínimo 1 dia',
    });
    expect(
      validate(scheduleDraftSchema, { ...draft, repeat: true, repeatNumber: 3, repeatType: 7 }).success,
    ).toBe(true);
  });

  it('holds the repeat to the limits the API holds a schedule to (366 occurrences, 365 days apart)', () => {
    expect(
      validate(scheduleDraftSchema, { ...draft, repeat: true, repeatNumber: 367, repeatType: 366 }).errors,
    ).toEqual({
      repeatNumber: 'O número de repetições deve ser no máximo 366',
      repeatType: 'O intervalo deve ser de no máximo 365 dias',
    });
    expect(
      validate(scheduleDraftSchema, { ...draft, repeat: true, repeatNumber: 366, repeatType: 365 }).success,
    ).toBe(true);
  });

  it('ignores the repeat fields when Repetir is off', () => {
    expect(validate(scheduleDraftSchema, { ...draft, repeatNumber: 0, repeatType: 0 }).success).toBe(true);
  });
});

describe('toScheduleItem', () => {
  it('stores repeatType and repeatNumber as 0 when Repetir is off', () => {
    expect(toScheduleItem({ ...draft, repeatNumber: 4, repeatType: 2 }, 's1')).toEqual({
      id: 's1',
      date: '2026-11-23',
      time: '09:30',
      socialMediaAccountIds: ['acc-1'],
      repeatType: 0,
      repeatNumber: 0,
    });
  });

  it('keeps the repeat values when Repetir is on, and the item validates', () => {
    const item = toScheduleItem({ ...draft, repeat: true, repeatNumber: 4, repeatType: 2 }, 's1');
    expect(item).toMatchObject({ repeatType: 2, repeatNumber: 4 });
    expect(validate(scheduleItemSchema, item).success).toBe(true);
  });

  it('refuses an item with only one of the two repeat values', () => {
    expect(validate(scheduleItemSchema, { ...toScheduleItem(draft, 's1'), repeatNumber: 2 }).success).toBe(
      false,
    );
  });
});

describe('scheduleRepeatSchema', () => {
  const errors = (repeat: { repeatType: number; repeatNumber: number }) =>
    validate(scheduleRepeatSchema, repeat).errors;

  it('accepts no repeat (both 0) and a repeat within the limits', () => {
    expect(errors({ repeatType: 0, repeatNumber: 0 })).toEqual({});
    expect(errors({ repeatType: 365, repeatNumber: 366 })).toEqual({});
  });

  it('refuses a repeat with only one of the two values, on the missing one', () => {
    expect(errors({ repeatType: 3, repeatNumber: 0 })).toEqual({
      repeatNumber: 'O número de repetições deve ser no mínimo 1',
    });
    expect(errors({ repeatType: 0, repeatNumber: 2 })).toEqual({
      repeatType: 'O intervalo deve ser de no mínimo 1 dia',
    });
  });

  it('refuses more than 366 occurrences and more than 365 days apart, in the item too', () => {
    expect(errors({ repeatType: 366, repeatNumber: 367 })).toEqual({
      repeatNumber: 'O número de repetições deve ser no máximo 366',
      repeatType: 'O intervalo deve ser de no máximo 365 dias',
    });
    const item = { id: 's1', date: '2026-11-23', time: '09:30', socialMediaAccountIds: ['a'] };
    expect(validate(scheduleItemSchema, { ...item, repeatType: 1, repeatNumber: 367 }).errors).toEqual({
      repeatNumber: 'O número de repetições deve ser no máximo 366',
    });
  });
});
