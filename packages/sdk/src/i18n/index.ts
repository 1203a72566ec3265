import { PostifyApiError } from '../errors.js';
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
import type { NetworkProblem } from '../networks/validate.js';
import { queueMessages } from '../rules/queue.js';
import {
  catalogueFor,
  defineMessages,
  englishOf,
  type Locale,
  type MessageBundle,
  type MessageOverrides,
  type Messages,
} from './catalogue.js';
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

export {
  catalogueFor,
  DEFAULT_LOCALE,
  defineMessages,
  englishOf,
  type Locale,
  type MessageBundle,
  type MessageOverrides,
  type Messages,
  resolveBundle,
  type ShippedLocale,
  shippedLocale,
  type Translations,
} from './catalogue.js';
export { formatIcu, type MessageValues, placeholdersOf } from './icu.js';

/** Validation messages of `@postify/sdk/schemas` (`validation.email`, `validation.captionRequired`…), pt-BR only. */
export const validationTexts = /* @__PURE__ */ defineMessages('validation', { 'pt-BR': sdkMessages });
/** Labels and refusals of the state rules in `@postify/sdk/rules` (`state.composerSavePostNow`…), pt-BR only. */
export const stateTexts = /* @__PURE__ */ defineMessages('state', { 'pt-BR': stateMessages });
/** Network constraint problems by `NetworkProblem.code` (`network.text-too-long`…), pt-BR only. */
export const networkTexts = /* @__PURE__ */ defineMessages('network', { 'pt-BR': networkMessages });
/** The client's failures and the API's `ErrorEnvelope.code`s (`error.NETWORK_ERROR`…), pt-BR only. */
export const errorTexts = /* @__PURE__ */ defineMessages('error', { 'pt-BR': errorMessages });
/** Refusals of the API key and allowed-origin rules (`apiKey.nameRequired`, `apiKey.originWildcard`…), pt-BR only. */
export const apiKeyTexts = /* @__PURE__ */ defineMessages('apiKey', { 'pt-BR': apiKeyMessages });
/** Webhook URL refusals and event labels (`webhook.urlHttps`, `webhook.event.post.published`…), pt-BR only. */
export const webhookTexts = /* @__PURE__ */ defineMessages('webhook', { 'pt-BR': webhookMessages });
/** Approval states, history lines and review labels (`approval.status.IN_REVIEW`…), pt-BR only. */
export const approvalTexts = /* @__PURE__ */ defineMessages('approval', { 'pt-BR': approvalMessages });

/** Refusals of the TikTok posting rules (`tiktok.privacyRequired`…), pt-BR only. */
export const tiktokTexts = /* @__PURE__ */ defineMessages('tiktok', { 'pt-BR': tiktokMessages });

/** The texts of 'Importar CSV' (`import.dateInvalid`, `import.accountUnknown`…), pt-BR only. */
export const importTexts = /* @__PURE__ */ defineMessages('import', { 'pt-BR': importMessages });

/** Refusals of the queue slot rules (`queue.slotDuplicate`, `queue.queueFull`…), pt-BR only. */
export const queueTexts = /* @__PURE__ */ defineMessages('queue', { 'pt-BR': queueMessages });

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

/**
 * The text of a network problem in the catalogue's language (the problem's own `message` is pt-BR).
 * An override of `network.<code>` applies in any language.
 */
export function networkProblemMessage(problem: NetworkProblem, messages: Messages): string {
  return messages.format(`network.${problem.code}`, problem.values);
}

// The server's field messages are the SDK's own pt-BR validation texts (the API validates with the same
// schemas): reading them back to their codes lets an English catalogue translate the `details` too.
let validationCodeByText: Map<string, string> | undefined;
function validationCodeOf(text: string): string | undefined {
  validationCodeByText ??= new Map(
    Object.entries(sdkMessages).map(([key, value]) => [value, `validation.${key}`]),
  );
  return validationCodeByText.get(text);
}

/**
 * The message to show for any thrown value in the catalogue's language. In pt-BR that is the server's
 * own message (more precise than a code's generic text); in another language a known `code` of the
 * envelope (or of the client's network failure) maps to its catalogue entry, then a field message the
 * SDK wrote, then `fallback` (a code) or `error.default`. A partner override of `error.<CODE>` wins in
 * every language.
 */
export function localizedErrorMessage(
  error: unknown,
  messages: Messages,
  fallback = 'error.default',
): string {
  if (error instanceof PostifyApiError) {
    const code = `error.${error.code}`;
    if (messages.overrides[code] !== undefined) return messages.format(code);
    if (messages.shipped === 'pt-BR') return error.message;
    const detail = error.details?.[0]?.message;
    if (error.code === 'VALIDATION_ERROR' && detail) {
      const detailCode = validationCodeOf(detail);
      if (detailCode) return messages.format(detailCode);
    }
    if (messages.has(code)) return messages.format(code);
    return messages.format(fallback);
  }
  if (messages.shipped === 'pt-BR' && error instanceof Error && error.message) return error.message;
  return messages.format(fallback);
}

/** The message of a field violation of `error` in the catalogue's language, if any. */
export function localizedFieldMessage(
  error: PostifyApiError,
  field: string,
  messages: Messages,
): string | undefined {
  const text = error.fieldMessage(field);
  if (text === undefined || messages.shipped === 'pt-BR') return text;
  const code = validationCodeOf(text);
  return code ? messages.format(code) : text;
}
