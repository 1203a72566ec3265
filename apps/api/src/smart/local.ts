/** Words that carry no topic in pt-BR captions: never offered as hashtags. */
const stopWords = new Set(
  `a à ao aos as às até com como da das de dela dele deles do dos e é ela ele eles em entre era essa esse esta
  está estão este eu foi for há isso isto já la lá lhe mais mas me mesmo meu minha muito na nas não nem no nos
  nós nossa nosso num numa o os ou para pela pelas pelo pelos por porque qual quando que quem se sem ser seu
  sua são só também te tem têm tu um uma umas uns você vocês vai vão vem aqui ali hoje amanhã ontem agora
  sempre nunca todo toda todos todas tudo cada outro outra bem bom boa dia dias ano anos vez vezes pra pro
  sobre depois antes ainda então assim onde seja sejam confira venha veja aproveite`.split(/\s+/),
);

const sentenceEnd = /[.!?…]$/;

/** Capitalises the first letter of `text` unless it starts a hashtag, mention or link. */
function capitaliseStart(text: string): string {
  return text.replace(
    /^([^\p{L}#@]*)(\p{Ll})/u,
    (_match, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
}

/**
 * Tidies a pt-BR caption without changing its words: single spaces, no space before punctuation, a space
 * after it, repeated marks reduced, sentences capitalised and a final full stop when the text ends in a word.
 */
export function improveCaptionLocally(caption: string): string {
  const lines = caption
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, ' ')
        .trim()
        .replace(/\s+([,.;:!?…])/g, '$1')
        .replace(/([!?])\1+/g, '$1')
        .replace(/\.{4,}/g, '...')
        .replace(/,{2,}/g, ',')
        .replace(/([,;:!?])(?=[\p{L}])/gu, '$1 ')
        .replace(/(\p{Ll}{2,})\.(?=\p{Lu})/gu, '$1. ')
        .replace(
          /([.!?…]\s+)(\p{Ll})/gu,
          (_m, end: string, letter: string) => `${end}${letter.toUpperCase()}`,
        ),
    )
    .map(capitaliseStart);
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // A closing word gets a full stop; hashtags, mentions, links and emoji endings are left as written.
  const lastLine = text.split('\n').at(-1) ?? '';
  const lastWord = lastLine.split(' ').at(-1) ?? '';
  if (/[\p{L}\p{N}]$/u.test(text) && !/^(#|@|https?:)/.test(lastWord) && !sentenceEnd.test(text))
    return `${text}.`;
  return text;
}

/** Hashtags from the caption's own words: its hashtags first, then its most frequent topic words (up to 8). */
export function suggestTagsLocally(caption: string, max = 8): string {
  const existing = [...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  );
  const withoutTags = caption.replace(/[#@][\p{L}\p{N}_.]+/gu, ' ').replace(/https?:\/\/\S+/g, ' ');
  const counts = new Map<string, { count: number; first: number }>();
  const words = withoutTags.toLowerCase().match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? [];
  words.forEach((raw, index) => {
    const word = raw.replace(/-+$/, '').replace(/-/g, '');
    if (word.length < 3 || stopWords.has(word) || stopWords.has(raw)) return;
    const entry = counts.get(word);
    if (entry) entry.count += 1;
    else counts.set(word, { count: 1, first: index });
  });
  const ranked = [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([word]) => word);
  const tags = [...new Set([...existing, ...ranked])].slice(0, max);
  return tags.map((tag) => `#${tag}`).join(' ');
}
