import { graphemes } from './graphemes.js';

/**
 * Weighted length of a post on X, after twitter-text v3: code points in the Latin, general
 * punctuation and typographic ranges weigh 1, every other code point (CJK, most scripts) weighs 2,
 * an emoji sequence (one grapheme, however many code points) weighs 2, and a URL weighs 23.
 */
const lightRanges: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const urlPattern = /\bhttps?:\/\/[^\s]+|\bwww\.[^\s]+/giu;
const emojiPattern = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
/** Counted length of any URL on X (t.co wrapping). */
export const X_URL_LENGTH = 23;

const codePointWeight = (cp: number) => (lightRanges.some(([lo, hi]) => cp >= lo && cp <= hi) ? 1 : 2);

/** Length of `text` as X counts it against the 280 limit. */
export function xWeightedLength(text: string): number {
  const normalized = text.normalize('NFC');
  let urls = 0;
  const rest = normalized.replace(urlPattern, () => {
    urls += 1;
    return '';
  });
  let weight = urls * X_URL_LENGTH;
  for (const g of graphemes(rest)) {
    if (emojiPattern.test(g)) weight += 2;
    else for (const ch of g) weight += codePointWeight(ch.codePointAt(0) ?? 0);
  }
  return weight;
}
