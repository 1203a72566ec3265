import {
  catalogueFor,
  errorTexts,
  localizedErrorMessage,
  type MessageOverrides,
  type Translations,
} from '@postify/sdk/messages';

// Loaded by `useHookMessages` only where a server's failure is not shown as its own pt-BR message: in
// another language, or when a partner overrides an error code. It brings the ICU formatter and the error
// codes' texts, which a pt-BR page without such overrides does not download.

/** The catalogue's text for an API failure (`error.FORBIDDEN`…) in `locale`, with the partner's overrides. */
export function localizedServerMessage(
  error: unknown,
  locale: string,
  overrides: MessageOverrides,
  translations: Translations,
): string {
  // Only the error codes: the hooks' failures need no validation or state texts.
  return localizedErrorMessage(error, catalogueFor(locale, [errorTexts], overrides, translations));
}
