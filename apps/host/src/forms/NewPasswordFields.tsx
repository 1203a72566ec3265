import { usePasswordStrength } from '@postify/hooks';
import { PasswordField } from '@postify/react-ui/PasswordField';
import type { FormFieldProps } from './useFormFields';

export interface NewPasswordFieldsProps {
  /** The password field's props from {@link useFormFields} (its value drives the strength checklist). */
  password: FormFieldProps;
  confirmation: FormFieldProps;
  /** 'Senha' on sign-up and /verify, 'Nova senha' on /reset-password. */
  label?: string;
  confirmationLabel?: string;
}

/** A new password with the live strength checklist, and its confirmation (sign-up, reset, /verify). */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'Senha',
  confirmationLabel = 'Confirmar senha',
}: NewPasswordFieldsProps) {
  const strength = usePasswordStrength(password.value);
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        criteria={strength.criteria}
        level={strength.level}
        {...password}
      />
      <PasswordField label={confirmationLabel} autoComplete="new-password" {...confirmation} />
    </>
  );
}
