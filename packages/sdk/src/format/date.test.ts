import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  formatTimeZoneName,
  formatWeekRange,
} from './date.js';

const utc = { timeZone: 'UTC' };
const saoPaulo = { timeZone: 'America/Sao_Paulo' };

describe('date formatters', () => {
  it('writes DD/MM/YYYY HH:mm:ss on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T00:05:09Z', utc)).toBe('22/11/2026 00:05:09');
    expect(formatDateTime('2026-11-22T17:45:00Z', saoPaulo)).toBe('22/11/2026 14:45:00');
  });

  it('writes dates and times on their own', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00Z'), utc)).toBe('05/03/2026');
    expect(formatTime('2026-11-22T23:55:00Z', utc)).toBe('23:55');
    expect(formatTime('2026-11-23T01:30:00Z', saoPaulo)).toBe('22:30');
  });

  it('writes long Portuguese dates', () => {
    expect(formatLongDate('2026-11-22T12:00:00Z', utc)).toBe('22 de novembro de 2026');
    expect(formatLongDate('2026-12-01T12:00:00Z', utc)).toBe('1 de dezembro de 2026');
  });

  it('writes a week range, with both years when the week crosses one', () => {
    expect(formatWeekRange('2026-11-22T12:00:00Z', '2026-11-28T12:00:00Z', utc)).toBe('22/11 – 28/11/2026');
    expect(formatWeekRange('2026-12-29T12:00:00Z', '2027-01-04T12:00:00Z', utc)).toBe(
      '29/12/2026 – 04/01/2027',
    );
  });

  it('names a time zone in pt-BR', () => {
    // The exact wording comes from the runtime's ICU data.
    expect(formatTimeZoneName('America/Sao_Paulo')).toMatch(/Brasília/);
    expect(formatTimeZoneName('America/New_York')).toMatch(/^Horário/);
  });
});
