import { type ReactNode, useState } from 'react';
import { Button, Group, Input, TextField, type TextFieldProps } from 'react-aria-components';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';

export interface PlainPasswordFieldProps
  extends Omit<TextFieldProps, 'className' | 'children' | 'type'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
  /** Shown under the field's help, e.g. `PasswordField`'s strength checklist. */
  children?: ReactNode;
}

/**
 * A password field with a show/hide toggle, without the strength checklist: a sign-in form does not
 * download the checklist and the catalogue that translates its rules (`PasswordField` adds them).
 */
export function PlainPasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  children,
  ...props
}: PlainPasswordFieldProps) {
  const copy = useMessages().passwordField;
  const [visible, setVisible] = useState(false);
  return (
    <TextField {...props} type={visible ? 'text' : 'password'} className={cx(fieldStyles.field, className)}>
      <FieldLabel>{label}</FieldLabel>
      <Group className={fieldStyles.inputBox}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <Button
          className={fieldStyles.fieldButton}
          aria-label={visible ? copy.hide : copy.show}
          aria-pressed={visible}
          onPress={() => setVisible((current) => !current)}
          isDisabled={props.isDisabled}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      {children}
    </TextField>
  );
}
