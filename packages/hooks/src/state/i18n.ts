import {
  catalogueFor,
  errorTexts,
  type Locale,
  type MessageBundle,
  type MessageOverrides,
  type Messages,
  sdkEnglish,
  shippedLocale,
  stateTexts,
  type Translations,
  validationTexts,
} from '@postify/sdk/messages';
import { createElement, type ReactNode, useContext, useMemo } from 'react';
import { hooksEnglish } from '../data/core/messages.en.js';
import { I18nContext, noTranslations, usePostifyI18n } from './i18nContext.js';

export interface PostifyI18nProviderProps {
  /** `'pt-BR'` (default) or `'en'`; inherited from an enclosing provider when absent. */
  locale?: Locale | undefined;
  /** Texts by code, in ICU MessageFormat; merged over an enclosing provider's. */
  messages?: MessageOverrides | undefined;
  /**
   * More English by code, for a UI package's own namespaces (react-ui's provider passes its components'
   * English here).
   */
  english?: Translations | undefined;
  children?: ReactNode;
}

/**
 * Chooses the language of every Postify text inside it (SDK validation and refusals, hooks' failures,
 * and the UI packages' components) and overrides any text by its code. A component's own `messages`
 * prop still wins over it. The English tables live in this provider's module only, so apps that stay in
 * pt-BR without it never download them.
 */
export function PostifyI18nProvider({ locale, messages, english, children }: PostifyI18nProviderProps) {
  const parent = useContext(I18nContext);
  const resolvedLocale = locale ?? parent.locale;
  const isEnglish = shippedLocale(resolvedLocale) === 'en';
  const value = useMemo(
    () => ({
      locale: resolvedLocale,
      overrides: messages ? { ...parent.overrides, ...messages } : parent.overrides,
      translations: isEnglish
        ? { ...sdkEnglish, ...hooksEnglish, ...parent.translations, ...english }
        : noTranslations,
    }),
    [resolvedLocale, isEnglish, parent.overrides, parent.translations, messages, english],
  );
  return createElement(I18nContext.Provider, { value }, children);
}

const sdkCodes: readonly MessageBundle[] = [validationTexts, stateTexts, errorTexts];

/**
 * The catalogue in effect for the SDK's validation, state and error codes, plus `bundles` (a package's
 * own namespaces): `format(code, values)` in the provider's language with its overrides.
 */
export function usePostifyMessages(bundles: readonly MessageBundle[] = []): Messages {
  const { locale, overrides, translations } = usePostifyI18n();
  // biome-ignore lint/correctness/useExhaustiveDependencies: callers pass module-level bundles.
  return useMemo(
    () => catalogueFor(locale, [...sdkCodes, ...bundles], overrides, translations),
    [locale, overrides, translations],
  );
}
