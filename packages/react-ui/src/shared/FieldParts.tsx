import type { ReactNode } from 'react';
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
