import { useId, useState } from 'react';
import { Button, Group, Input, TextField, type TextFieldProps } from 'react-aria-components';
import { useMessages } from '../messages';
import { cx } from '../shared/cx';
import { type FieldChromeProps, FieldHelp, FieldLabel } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import { Icon } from '../shared/Icon';
import { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';

export interface PasswordFieldProps
  extends Omit<TextFieldProps, 'className' | 'children' | 'type'>,
    FieldChromeProps,
    Partial<Pick<PasswordChecklistProps, 'criteria' | 'level' | 'tone'>> {
  placeholder?: string;
  className?: string;
}

/** A password field with a show/hide toggle and, when `criteria` are given, a live strength checklist. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  criteria,
  level,
  tone,
  ...props
}: PasswordFieldProps) {
  const copy = useMessages().passwordField;
  const [visible, setVisible] = useState(false);
  const checklistId = useId();
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      aria-describedby={criteria ? checklistId : undefined}
      className={cx(fieldStyles.field, className)}
    >
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
      {criteria ? <PasswordChecklist id={checklistId} criteria={criteria} level={level} tone={tone} /> : null}
    </TextField>
  );
}
