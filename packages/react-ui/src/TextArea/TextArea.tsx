import { TextArea as AriaTextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as styles from '../shared/field.css';

export interface TextAreaProps extends Omit<TextFieldProps, 'className' | 'children'>, FieldChromeProps {
  placeholder?: string;
  rows?: number;
  className?: string;
}

/** A text area lets a user type several lines of text, such as a caption. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...props
}: TextAreaProps) {
  return (
    <TextField {...props} className={cx(styles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <AriaTextArea className={styles.textarea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
