import {
  PostifyI18nProvider as HooksI18nProvider,
  type PostifyI18nProviderProps as HooksI18nProviderProps,
} from '@postify/hooks/state';
import { I18nProvider } from 'react-aria-components';
import { uiEnglish } from './catalogue';

export type PostifyI18nProviderProps = Omit<HooksI18nProviderProps, 'english'>;

/**
 * The language and texts of every Postify component, hook and SDK message inside it: `locale="en"` for
 * English (pt-BR by default), `messages` to override any text by its code (`postComposer.title`,
 * `validation.email`, `network.too-many-images`, `hooks.loadPosts`…). A component's own `messages`
 * prop still wins for that component. Nested providers inherit the language and merge their texts.
 * With a `locale` it also sets react-aria's (dates, numbers, built-in strings), so one prop switches
 * everything; the English tables are downloaded only by apps that render this provider.
 */
export function PostifyI18nProvider({ locale, ...props }: PostifyI18nProviderProps) {
  const texts = <HooksI18nProvider {...props} locale={locale} english={uiEnglish} />;
  return locale ? <I18nProvider locale={locale}>{texts}</I18nProvider> : texts;
}
