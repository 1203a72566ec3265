import { type PostifyI18n, usePostifyI18n } from '@postify/hooks/state';
import { useMemo } from 'react';

/** A component's copy: strings, or one level of groups of strings (e.g. statuses). */
export type Copy = { readonly [key: string]: string | { readonly [key: string]: string } };

/** Any table of texts (one level of groups at most) with `string` values, for props and catalogues. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A provider's own text of a catalogue code: the partner's override, else the shipped English (`en` only). */
export function providedText(
  { overrides, translations }: Pick<PostifyI18n, 'overrides' | 'translations'>,
  code: string,
): string | undefined {
  return overrides[code] ?? translations[code];
}

function localise<T extends Copy>(
  namespace: string,
  defaults: T,
  lookup: (code: string) => string | undefined,
): T {
  const out: Record<string, unknown> = {};
  // The primitives' table is keyed by group, each group its own namespace (`common.loading`).
  const prefix = namespace ? `${namespace}.` : '';
  for (const [key, value] of Object.entries(defaults)) {
    if (typeof value === 'string') out[key] = lookup(`${prefix}${key}`) ?? value;
    else {
      const group: Record<string, string> = {};
      for (const [inner, text] of Object.entries(value))
        group[inner] = lookup(`${prefix}${key}.${inner}`) ?? text;
      out[key] = group;
    }
  }
  return out as T;
}

/**
 * A component's texts in effect: its pt-BR `defaults`, under the provider's language (English from
 * `PostifyI18nProvider locale="en"`) and overrides by code (`namespace.key`, `namespace.group.key`),
 * under the component's own `messages` prop, which wins (a group given in the prop replaces the whole
 * group, as before).
 */
export function useCopy<T extends Copy>(
  namespace: string,
  defaults: T,
  props?: { readonly [K in keyof T]?: unknown } | undefined,
): Widen<T> {
  const { overrides, translations } = usePostifyI18n();
  return useMemo(() => {
    // Outside any provider (the pt-BR console) there is nothing to look up.
    const plain = Object.keys(overrides).length === 0 && Object.keys(translations).length === 0;
    const base = plain
      ? defaults
      : localise(namespace, defaults, (code) => providedText({ overrides, translations }, code));
    const own = props
      ? Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined))
      : {};
    return { ...base, ...own } as Widen<T>;
  }, [namespace, defaults, props, overrides, translations]);
}
