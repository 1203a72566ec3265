import type { core } from 'zod/mini';
import { safeParse } from 'zod/mini';
import { validationText } from '../messages.js';

/** Outcome of {@link validate}: the parsed value, or the first message per field path ('a.b'). */
export type ValidationResult<T> =
  | { success: true; data: T; errors: Record<string, never> }
  | { success: false; data: undefined; errors: Record<string, string> };

/** Turns a catalogue code into text: a `Messages` of `@postify/sdk/messages` has this shape. */
export interface MessageFormatter {
  format(code: string): string;
}

/**
 * Runs a schema and returns one message per field, ready to show under each input. The schemas' issues
 * carry catalogue codes (`validation.email`); they are resolved here, in pt-BR unless `messages` (e.g.
 * `createMessages('en')`) is given, so the same schema serves every language.
 */
export function validate<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  messages?: MessageFormatter,
): ValidationResult<core.output<S>> {
  const result = safeParse(schema, value);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= messageOf(issue.message, messages);
  }
  return { success: false, data: undefined, errors };
}

/** The text of one issue message: a validation code through `messages` (pt-BR by default), else as is. */
export function messageOf(code: string, messages?: MessageFormatter): string {
  if (!code.startsWith('validation.')) return code;
  return messages ? messages.format(code) : validationText(code);
}
