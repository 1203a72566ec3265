import {
  DEFAULT_LOCALE,
  type Locale,
  type MessageBundle,
  type MessageOverrides,
  type ShippedLocale,
  shippedLocale,
  type Translations,
} from './bundle.js';
import { formatIcu, type MessageValues } from './icu.js';

/** A catalogue in one locale: formats any code it knows, with the partner's overrides applied. */
export interface Messages {
  /** The tag asked for, e.g. `'en-US'`. */
  readonly locale: string;
  /** The shipped catalogue in use (`'en'` or `'pt-BR'`). */
  readonly shipped: ShippedLocale;
  /** The formatted text of `code`, or `code` itself when no bundle knows it. */
  format(code: string, values?: MessageValues): string;
  /** Whether some bundle or override knows `code`. */
  has(code: string): boolean;
  /** The partner's overrides by code, as given. */
  readonly overrides: MessageOverrides;
}

/**
 * The message catalogue for `locale`: the given bundles (the SDK's own when created through
 * `createMessages` of `@postify/sdk/messages`) under `translations` (English by code, for `en`) and the
 * partner's `overrides`, by code.
 */
export function catalogueFor(
  locale: Locale | undefined,
  bundles: readonly MessageBundle[],
  overrides?: MessageOverrides,
  translations?: Translations,
): Messages {
  const shipped = shippedLocale(locale);
  const tag = locale ?? DEFAULT_LOCALE;
  const lookup = (code: string): string | undefined => {
    const own = overrides?.[code] ?? (shipped === 'en' ? translations?.[code] : undefined);
    if (own !== undefined) return own;
    const dot = code.indexOf('.');
    const namespace = code.slice(0, dot);
    const key = code.slice(dot + 1);
    for (const bundle of bundles) {
      if (bundle.namespace === namespace) {
        const text = (shipped === 'en' ? bundle.en?.[key] : undefined) ?? bundle['pt-BR'][key];
        if (text !== undefined) return text;
      }
    }
    return undefined;
  };
  return {
    locale: tag,
    shipped,
    format: (code, values) => {
      const template = lookup(code);
      return template === undefined ? code : formatIcu(template, values, tag);
    },
    has: (code) => lookup(code) !== undefined,
    overrides: overrides ?? {},
  };
}
