// The `@postify/sdk/messages` entry holds re-exports only, each namespace's texts in a module of their own:
// an app's bundler then gives a table to the pages that use it, not to every page that reads the hooks'
// catalogue (a sign-in form downloaded the import's, the queue's and the webhooks' texts).

export {
  DEFAULT_LOCALE,
  defineMessages,
  englishOf,
  type Locale,
  type MessageBundle,
  type MessageOverrides,
  resolveBundle,
  type ShippedLocale,
  shippedLocale,
  type Translations,
} from './bundle.js';
export { createMessages, sdkBundles, sdkEnglish } from './bundles.js';
export { catalogueFor, type Messages } from './catalogue.js';
export { formatIcu, type MessageValues, placeholdersOf } from './icu.js';

export {
  localizedErrorMessage,
  localizedFieldMessage,
  networkProblemMessage,
} from './localize.js';
export { apiKeyTexts } from './texts/api-key.js';
export { approvalTexts } from './texts/approval.js';
export { errorTexts } from './texts/error.js';
export { importTexts } from './texts/import.js';
export { networkTexts } from './texts/network.js';
export { queueTexts } from './texts/queue.js';
export { stateTexts } from './texts/state.js';
export { tiktokTexts } from './texts/tiktok.js';
export { validationTexts } from './texts/validation.js';
export { webhookTexts } from './texts/webhook.js';
