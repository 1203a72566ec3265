import { useState } from 'react';

/** Controlled text fields with their error messages, shaped for the react-ui field props. */
export function useFormFields<F extends Record<string, string>>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof F & string) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return { values, setValues, errors, setErrors, field, reset: () => setValues(initial) };
}
