import { isPostifyApiError } from '@postify/sdk';
import type { validate } from '@postify/sdk/schemas';
import { type FormEvent, useEffect, useState } from 'react';

/** The SDK's schemas entry: the forms' schemas, zod with them, and `validate`. */
type FormSchemas = typeof import('@postify/sdk/schemas');
type Schema = Parameters<typeof validate>[0];
/** What `schema` gives back when the values pass it. */
type Parsed<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { success: true }>['data'];
/** Picks a form's schema from the schemas entry, e.g. `(schemas) => schemas.signInSchema`. */
export type SchemaPick<S extends Schema> = (schemas: FormSchemas) => S;

let schemas: Promise<FormSchemas> | undefined;
/**
 * The schemas arrive after the form's first paint (zod is ~8 KB of a form page's initial JavaScript): every
 * form starts fetching them when it mounts, so they are there by the time it is submitted.
 */
const loadSchemas = () => {
  schemas ??= import('@postify/sdk/schemas');
  return schemas;
};

/** Checks `values` with the schema `pick` chooses, once the schemas are loaded. */
export async function validateWith<S extends Schema>(
  pick: SchemaPick<S>,
  values: unknown,
): Promise<ReturnType<typeof validate<S>>> {
  const loaded = await loadSchemas();
  return loaded.validate(pick(loaded), values);
}

/** The server's field violations by field name, so they show under the inputs they concern. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isPostifyApiError(error) || !error.details) return {};
  const out: Record<string, string> = {};
  for (const detail of error.details) out[detail.field] ??= detail.message;
  return out;
}

/** The props {@link useFormFields} gives each react-ui text or password field. */
export interface FormFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/**
 * Controlled text fields with their error messages, shaped for the react-ui field props. A field shows the
 * form's own validation message first, else the server's violation of that field from `serverError`.
 */
export function useFormFields<F extends Record<string, string>>(initial: F, serverError: unknown = null) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => void loadSchemas(), []);
  const fromServer = serverFieldErrors(serverError);
  const field = (name: keyof F & string): FormFieldProps => {
    const message = errors[name] ?? fromServer[name];
    return {
      name,
      value: values[name] as string,
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      isInvalid: Boolean(message),
      errorMessage: message,
    };
  };
  /** The form's submit handler: checks the values with the picked schema, shows its messages, hands on what passed. */
  const submitWith =
    <S extends Schema>(pick: SchemaPick<S>, onValid: (data: Parsed<S>) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      void validateWith(pick, values).then((result) => {
        setErrors(result.errors);
        if (result.success) onValid(result.data);
      });
    };
  return { values, setValues, errors, setErrors, field, submitWith, reset: () => setValues(initial) };
}
