// The catalogue's tables and their merging, apart from the ICU formatter (catalogue.ts): a pt-BR page
// that only reads texts (the hooks' failures, a namespace's table) does not download the formatter.

/** The language the product is written in and falls back to. */
export const DEFAULT_LOCALE = 'pt-BR';

/** The locales Postify ships a complete catalogue for; any other BCP 47 tag falls back to pt-BR texts. */
export type ShippedLocale = 'pt-BR' | 'en';

/** A locale tag: one of the shipped ones or any other (`'en-US'` resolves to `'en'`). */
export type Locale = ShippedLocale | (string & {});

/** Texts by code, in ICU MessageFormat: `{ 'validation.email': 'Invalid e-mail' }`. */
export type MessageOverrides = Readonly<Partial<Record<string, string>>>;

/** Texts of one language by full code (`'validation.email'`): how translations travel through a provider. */
export type Translations = Readonly<Record<string, string>>;

/**
 * One namespace of the catalogue: the pt-BR texts (the product's own, the keys' source of truth) and,
 * where it is bundled with them, the complete English translation with the same keys and placeholders.
 * Packages keep `en` apart (see {@link englishOf}) so pt-BR apps do not download it.
 */
export interface MessageBundle<K extends string = string> {
  readonly namespace: string;
  readonly 'pt-BR': Readonly<Record<K, string>>;
  readonly en?: Readonly<Record<K, string>>;
}

/**
 * Declares a namespace of the catalogue. Codes are `namespace.key` (e.g. `postComposer.title`); a partner
 * overrides any of them by that code. An `en` table must have exactly the pt-BR table's keys.
 */
export function defineMessages<K extends string>(
  namespace: string,
  texts: { 'pt-BR': Record<K, string>; en?: Record<NoInfer<K>, string> },
): MessageBundle<K> {
  return { namespace, ...texts };
}

/** The English texts of bundles by full code, for a provider to carry (`{ 'validation.email': 'Invalid e-mail' }`). */
export function englishOf(
  ...bundles: readonly { namespace: string; en: Readonly<Record<string, string>> }[]
) {
  const out: Record<string, string> = {};
  for (const bundle of bundles)
    for (const [key, text] of Object.entries(bundle.en)) out[`${bundle.namespace}.${key}`] = text;
  return out as Translations;
}

/** The shipped locale a tag resolves to: `en`, `en-GB` → `en`; anything else → `pt-BR`. */
export function shippedLocale(locale: Locale | undefined): ShippedLocale {
  return locale && /^en(-|$)/i.test(locale) ? 'en' : 'pt-BR';
}

/**
 * The texts of one namespace in effect for `locale`: pt-BR defaults, under the bundle's own English (or
 * `translations`, by code) for `en`, under the overrides given by code (`namespace.key`), the first of
 * `overrides` taking precedence. Templates stay unformatted: format them with `formatIcu` (catalogue.ts).
 */
export function resolveBundle<K extends string>(
  bundle: MessageBundle<K>,
  locale: Locale | undefined,
  overrides: readonly (MessageOverrides | undefined)[] = [],
  translations?: Translations,
): Record<K, string> {
  const english = shippedLocale(locale) === 'en';
  const out: Record<K, string> = { ...bundle['pt-BR'], ...(english ? bundle.en : undefined) };
  const prefix = `${bundle.namespace}.`;
  const layers = english ? [...overrides, translations] : overrides;
  for (const layer of [...layers].reverse()) {
    if (!layer) continue;
    for (const [code, text] of Object.entries(layer)) {
      if (text !== undefined && code.startsWith(prefix)) {
        const key = code.slice(prefix.length) as K;
        if (key in out) out[key] = text;
      }
    }
  }
  return out;
}
