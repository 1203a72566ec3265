import { useId } from 'react';
import { PasswordChecklist, type PasswordChecklistProps } from './PasswordChecklist';
import { PlainPasswordField, type PlainPasswordFieldProps } from './PlainPasswordField';

export interface PasswordFieldProps
  extends Omit<PlainPasswordFieldProps, 'children'>,
    Partial<Pick<PasswordChecklistProps, 'criteria' | 'level' | 'tone'>> {}

/** A password field with a show/hide toggle and, when `criteria` are given, a live strength checklist. */
export function PasswordField({ criteria, level, tone, ...props }: PasswordFieldProps) {
  const checklistId = useId();
  return (
    <PlainPasswordField {...props} aria-describedby={criteria ? checklistId : undefined}>
      {criteria ? <PasswordChecklist id={checklistId} criteria={criteria} level={level} tone={tone} /> : null}
    </PlainPasswordField>
  );
}
