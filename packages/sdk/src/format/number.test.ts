import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatInteger, formatPrice } from './number.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1,5K'],
    [1999, '1,9K'],
    [12_345, '12,3K'],
    [999_999, '999,9K'],
    [1_000_000, '1M'],
    [1_250_000, '1,2M'],
    [-1500, '-1,5K'],
  ])('%i → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('formatInteger', () => {
  it('groups thousands with a dot', () => {
    expect(formatInteger(63206)).toBe('63.206');
  });
});

describe('formatPrice', () => {
  it.each([
    [19.99, 'R$ 19,99'],
    [192, 'R$ 192,00'],
    [2112, 'R$ 2.112,00'],
    [0.5, 'R$ 0,50'],
  ])('%d → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1,5 KB'],
    [10 * 1024 ** 2, '10 MB'],
    [1.5 * 1024 ** 3, '1,5 GB'],
    [1024 ** 4, '1 TB'],
  ])('%i → %s', (value, text) => {
    expect(formatBytes(value)).toBe(text);
  });
});
