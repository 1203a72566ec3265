import { type ReactNode, useState } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from './field.css';

/** Props every labelled field shares. */
export interface FieldChromeProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Message shown when the field is invalid; react-aria's validation message when omitted. */
  errorMessage?: ReactNode;
}

/**
 * The props that show a field's error: the field is invalid exactly when there is a message to show,
 * `<TextField {...fieldError(errors.name)} />`.
 */
export function fieldError(message: string | undefined) {
  return { isInvalid: Boolean(message), errorMessage: message };
}

/**
 * A text field's value and its error message, for forms that check on submit: typing clears the message,
 * so a complaint never sits under a value it was not about. Spread `field` on the field.
 */
export function useFieldState(initial: string, initialError?: string) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(initialError);
  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, setError, field: { value, onChange, ...fieldError(error) } };
}

/** Renders a field's label. */
export function FieldLabel({ children }: { children: ReactNode }) {
  return children ? <Label className={styles.label}>{children}</Label> : null;
}

/** Renders a field's description and error message, in the slots react-aria wires to the input. */
export function FieldHelp({ description, errorMessage }: Omit<FieldChromeProps, 'label'>) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
