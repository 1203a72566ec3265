import type { MessageOverrides, Translations } from '@postify/sdk/messages';
import { createContext, useContext } from 'react';

// The language context alone, apart from the provider and the catalogue: every component reads it, so a
// page that shows a spinner or a recovery screen (the landing) does not download the SDK's tables with it.

/** The language and the texts in effect: what `PostifyI18nProvider` gives its tree. */
export interface PostifyI18n {
  /** A BCP 47 tag; `en` and `en-*` speak English, anything else the default pt-BR. */
  locale: string;
  /** The partner's texts by catalogue code (`validation.email`, `postComposer.title`…), nearest provider first. */
  overrides: MessageOverrides;
  /** The shipped English by code (SDK, hooks and the UI packages'), present only for `en`. */
  translations: Translations;
}

export const noTranslations: Translations = {};
export const I18nContext = createContext<PostifyI18n>({
  locale: 'pt-BR',
  overrides: noTranslations,
  translations: noTranslations,
});

/** The language and texts in effect (pt-BR with no overrides outside any provider). */
export function usePostifyI18n(): PostifyI18n {
  return useContext(I18nContext);
}
