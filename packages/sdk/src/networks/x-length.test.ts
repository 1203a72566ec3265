import { describe, expect, it } from 'vitest';
import { xWeightedLength } from './x-length.js';

describe('xWeightedLength', () => {
  it('counts Latin text, accents and punctuation as 1 per character', () => {
    expect(xWeightedLength('Promoção de verão — só hoje!')).toBe(28);
  });

  it('counts each emoji as 2, including multi-code-point sequences', () => {
    expect(xWeightedLength('🎉')).toBe(2);
    expect(xWeightedLength('👨‍👩‍👧‍👦')).toBe(2);
    expect(xWeightedLength('🇧🇷')).toBe(2);
    expect(xWeightedLength('👍🏽')).toBe(2);
  });

  it('counts CJK characters as 2', () => {
    expect(xWeightedLength('日本語')).toBe(6);
  });

  it('counts any URL as 23', () => {
    expect(xWeightedLength('https://postify.example/p/1')).toBe(23);
    expect(xWeightedLength(`Veja https://exemplo.com/${'a'.repeat(100)} agora`)).toBe(5 + 23 + 6);
  });
});
