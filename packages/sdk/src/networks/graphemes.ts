// Made once: building a segmenter costs more than segmenting a caption, and every preview and every
// keystroke in the composer measures one.
let segmenter: Intl.Segmenter | undefined;

/**
 * The user-perceived characters of `text` (an emoji with its modifiers, a flag, a letter with its accents),
 * by `Intl.Segmenter`; code points where the runtime has no segmenter.
 */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return Array.from(text);
}
