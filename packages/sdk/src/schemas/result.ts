import type { core } from 'zod/mini';
import { safeParse } from 'zod/mini';

/** Outcome of {@link validate}: the parsed value, or the first pt-BR message per field path ('a.b'). */
export type ValidationResult<T> =
  | { success: true; data: T; errors: Record<string, never> }
  | { success: false; data: undefined; errors: Record<string, string> };

/** Runs a schema and returns one pt-BR message per field, ready to show under each input. */
export function validate<S extends core.$ZodType>(
  schema: S,
  value: unknown,
): ValidationResult<core.output<S>> {
  const result = safeParse(schema, value);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { success: false, data: undefined, errors };
}
