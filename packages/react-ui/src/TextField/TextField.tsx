import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as styles from '../shared/field.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'>, FieldChromeProps {
  placeholder?: string;
  className?: string;
}

/** A text field lets a user type a single line of text, with a label, help text and an error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={cx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
