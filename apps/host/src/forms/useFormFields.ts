import { isPostifyApiError } from '@postify/sdk';
import { validate } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';

type Schema = Parameters<typeof validate>[0];
/** What `schema` gives back when the values pass it. */
type Parsed<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { success: true }>['data'];

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
  /** The form's submit handler: checks the values with `schema`, shows its messages, hands on what passed. */
  const submitWith =
    <S extends Schema>(schema: S, onValid: (data: Parsed<S>) => void) =>
    (event: FormEvent) => {
      event.preventDefault();
      const result = validate(schema, values);
      setErrors(result.errors);
      if (result.success) onValid(result.data as Parsed<S>);
    };
  return { values, setValues, errors, setErrors, field, submitWith, reset: () => setValues(initial) };
}
