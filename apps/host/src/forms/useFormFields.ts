import { isPostifyApiError } from '@postify/sdk';
import type { validate } from '@postify/sdk/schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';

/** The SDK's schemas entry: the forms' schemas, zod with them, and `validate`. */
type FormSchemas = typeof import('@postify/sdk/schemas');
type Schema = Parameters<typeof validate>[0];
/** What `schema` gives back when the values pass it. */
type Parsed<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { success: true }>['data'];
/** Picks a form's schema from the schemas entry, e.g. `(schemas) => schemas.signInSchema`. */
export type SchemaPick<S extends Schema> = (schemas: FormSchemas) => S;

let schemas: Promise<FormSchemas> | undefined;
/** The schemas entry, fetched once; a failed fetch is tried again on the next call. */
const loadSchemas = () => {
  schemas ??= import('@postify/sdk/schemas').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
};

/** Checks values with the schema a {@link SchemaPick} chooses, once the schemas are loaded. */
export type ValidateWith = <S extends Schema>(
  pick: SchemaPick<S>,
  values: unknown,
) => Promise<ReturnType<typeof validate<S>>>;

/**
 * Validation for a form whose schemas arrive after its first paint (zod is ~8 KB of a form page's initial
 * JavaScript): they are fetched when the form mounts, so they are there by the time it is submitted. If
 * they cannot be fetched at submit, the route's error boundary says the page could not be loaded
 * ('Recarregar'), as for any chunk that does not arrive.
 */
export function useValidateWith(): ValidateWith {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    // Only a head start: the submit fetches them again, and reports it, if this fails.
    loadSchemas().catch(() => undefined);
  }, []);
  if (failure) throw failure.error;
  return useCallback<ValidateWith>(
    (pick, values) =>
      loadSchemas().then(
        (loaded) => loaded.validate(pick(loaded), values),
        (error: unknown) => {
          setFailure({ error });
          // The boundary replaces the form: its handler must not run on a result that never came.
          return new Promise<never>(() => {});
        },
      ),
    [],
  );
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
  const validateWith = useValidateWith();
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
