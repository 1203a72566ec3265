/**
 * A small ICU MessageFormat formatter: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}`
 * (with `#` for the count and `offset:`), `{n, selectordinal, …}` and `{key, select, a {…} other {…}}`,
 * plus ICU's apostrophe quoting (`'{'` is a literal brace, `''` an apostrophe; "can't" stays as is).
 *
 * Why not a library: `@internationalized/string` (already under react-aria) only runs messages compiled
 * ahead of time into functions, so a partner's plain-string override would need the compiler and its
 * parser at run time; `intl-messageformat` brings ~10 KB gzipped. This subset is what the catalogues
 * and partners' overrides need, ~1 KB, on the platform's `Intl.PluralRules` and `Intl.NumberFormat`.
 *
 * A plain `{n}` prints the value as given (`String(n)`): numbers are grouped for the locale only in
 * `{n, number}` and in a plural's `#`, so today's texts ('Template #1234') stay exactly as they were.
 */

/** Values a message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number>>;

type Node =
  | string
  | { arg: string; type?: undefined }
  | { arg: string; type: 'number' }
  | { arg: string; type: 'plural' | 'selectordinal'; offset: number; cases: Record<string, Node[]> }
  | { arg: string; type: 'select'; cases: Record<string, Node[]> }
  | { pound: true };

const cache = new Map<string, Node[]>();

function parse(source: string): Node[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`Invalid message (${why} at ${i}): ${source}`);
  };
  const space = () => {
    while (i < source.length && /\s/.test(source.charAt(i))) i++;
  };
  const word = () => {
    space();
    const start = i;
    while (i < source.length && /[^\s,{}]/.test(source.charAt(i))) i++;
    if (start === i) fail('name expected');
    return source.slice(start, i);
  };
  const expect = (char: string) => {
    space();
    if (source.charAt(i) !== char) fail(`'${char}' expected`);
    i++;
  };

  function nodes(inPlural: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < source.length) {
      const char = source.charAt(i);
      if (char === '}') break;
      if (char === "'") {
        const next = source.charAt(i + 1);
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", i + 1);
          text += source.slice(i + 1, end < 0 ? source.length : end);
          i = end < 0 ? source.length : end + 1;
        } else {
          text += char;
          i++;
        }
      } else if (char === '{') {
        flush();
        i++;
        out.push(argument());
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ pound: true });
        i++;
      } else {
        text += char;
        i++;
      }
    }
    flush();
    return out;
  }

  function cases(inPlural: boolean): Record<string, Node[]> {
    const out: Record<string, Node[]> = {};
    space();
    while (i < source.length && source.charAt(i) !== '}') {
      const key = word();
      expect('{');
      out[key] = nodes(inPlural);
      expect('}');
      space();
    }
    if (!('other' in out)) fail("'other' case missing");
    return out;
  }

  function argument(): Node {
    const arg = word();
    space();
    if (source.charAt(i) === '}') {
      i++;
      return { arg };
    }
    expect(',');
    const type = word();
    space();
    let node: Node;
    if (type === 'number') node = { arg, type: 'number' };
    else if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      expect(',');
      space();
      let offset = 0;
      if (type !== 'select' && source.startsWith('offset:', i)) {
        i += 'offset:'.length;
        offset = Number(word());
      }
      node =
        type === 'select' ? { arg, type, cases: cases(false) } : { arg, type, offset, cases: cases(true) };
    } else return fail(`unknown type '${type}'`);
    expect('}');
    return node;
  }

  const parsed = nodes(false);
  if (i < source.length) fail("unexpected '}'");
  return parsed;
}

function parsed(source: string): Node[] {
  let result = cache.get(source);
  if (!result) {
    result = parse(source);
    cache.set(source, result);
  }
  return result;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function formatNumber(locale: string, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function pluralCategory(locale: string, type: 'cardinal' | 'ordinal', value: number): string {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

function render(nodes: readonly Node[], values: MessageValues, locale: string, count?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('pound' in node) out += count === undefined ? '#' : formatNumber(locale, count);
    else {
      const value = values[node.arg];
      if (value === undefined) {
        // A missing value stays visible as its placeholder rather than printing 'undefined'.
        out += `{${node.arg}}`;
      } else if (node.type === undefined) out += String(value);
      else if (node.type === 'number') out += formatNumber(locale, Number(value));
      else if (node.type === 'select') {
        const chosen = node.cases[String(value)] ?? node.cases.other ?? [];
        out += render(chosen, values, locale, count);
      } else {
        const n = Number(value);
        const chosen =
          node.cases[`=${n}`] ??
          node.cases[
            pluralCategory(locale, node.type === 'plural' ? 'cardinal' : 'ordinal', n - node.offset)
          ] ??
          node.cases.other ??
          [];
        out += render(chosen, values, locale, n - node.offset);
      }
    }
  }
  return out;
}

/** Formats an ICU `message` for `locale` with `values`; throws a `SyntaxError` for a malformed message. */
export function formatIcu(message: string, values: MessageValues = {}, locale = 'pt-BR'): string {
  // Most messages have no argument at all: skip the parser for them.
  if (!/[{'#]/.test(message)) return message;
  return render(parsed(message), values, locale);
}

/** The names of the values a message reads (its placeholders), sorted: what a translation must keep. */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || 'pound' in node) continue;
      names.add(node.arg);
      if ('cases' in node) for (const inner of Object.values(node.cases)) walk(inner);
    }
  };
  walk(parsed(message));
  return [...names].sort();
}
