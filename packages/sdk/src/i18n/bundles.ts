import {
  apiKeyMessages,
  approvalMessages,
  errorMessages,
  importMessages,
  networkMessages,
  sdkMessages,
  stateMessages,
  tiktokMessages,
  webhookMessages,
} from '../messages.js';
import { queueMessages } from '../rules/queue.js';
import { englishOf, type Locale, type MessageBundle, type MessageOverrides } from './bundle.js';
import { catalogueFor, type Messages } from './catalogue.js';
import {
  apiKeyEn,
  approvalEn,
  errorEn,
  importEn,
  networkEn,
  stateEn,
  tiktokEn,
  validationEn,
  webhookEn,
} from './en.js';
import { queueEn } from './queue-en.js';

/** Every namespace of the SDK's catalogue with its English: what the completeness test checks. */
export const sdkBundles: readonly Required<MessageBundle>[] = [
  { namespace: 'validation', 'pt-BR': sdkMessages, en: validationEn },
  { namespace: 'state', 'pt-BR': stateMessages, en: stateEn },
  { namespace: 'network', 'pt-BR': networkMessages, en: networkEn },
  { namespace: 'error', 'pt-BR': errorMessages, en: errorEn },
  { namespace: 'apiKey', 'pt-BR': apiKeyMessages, en: apiKeyEn },
  { namespace: 'webhook', 'pt-BR': webhookMessages, en: webhookEn },
  { namespace: 'approval', 'pt-BR': approvalMessages, en: approvalEn },
  { namespace: 'tiktok', 'pt-BR': tiktokMessages, en: tiktokEn },
  { namespace: 'import', 'pt-BR': importMessages, en: importEn },
  { namespace: 'queue', 'pt-BR': queueMessages, en: queueEn },
];

/**
 * The SDK's English by code (`{ 'validation.email': 'Invalid e-mail', … }`). Kept apart from the pt-BR
 * tables so apps that stay in pt-BR never download it; a provider (`PostifyI18nProvider`) carries it.
 */
export const sdkEnglish = /* @__PURE__ */ englishOf(
  { namespace: 'validation', en: validationEn },
  { namespace: 'state', en: stateEn },
  { namespace: 'network', en: networkEn },
  { namespace: 'error', en: errorEn },
  { namespace: 'apiKey', en: apiKeyEn },
  { namespace: 'webhook', en: webhookEn },
  { namespace: 'approval', en: approvalEn },
  { namespace: 'tiktok', en: tiktokEn },
  { namespace: 'import', en: importEn },
  { namespace: 'queue', en: queueEn },
);

/**
 * The SDK's message catalogue for `locale` (`'pt-BR'` by default, `'en'`), with a partner's `overrides`
 * by code; `bundles` adds namespaces of other packages (hooks, react-ui) to the same catalogue.
 *
 * ```ts
 * const messages = createMessages('en', { 'validation.email': 'Please check your e-mail' });
 * messages.format('validation.email'); // 'Please check your e-mail'
 * messages.format('network.too-many-images', { network: 'Instagram', actual: 12, limit: 10 });
 * ```
 */
export function createMessages(
  locale: Locale = 'pt-BR',
  overrides?: MessageOverrides,
  bundles: readonly MessageBundle[] = [],
): Messages {
  return catalogueFor(locale, [...sdkBundles, ...bundles], overrides);
}
