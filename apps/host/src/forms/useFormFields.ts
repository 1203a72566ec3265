import { isPostifyApiError } from '@postify/sdk';
import { useState } from 'react';

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
  return { values, setValues, errors, setErrors, field, reset: () => setValues(initial) };
}
