import { PostifyApiError } from '../errors.js';
import { sdkMessages } from '../messages/validation.js';
import type { NetworkProblem } from '../networks/validate.js';
import type { Messages } from './catalogue.js';

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
