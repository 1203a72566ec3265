import { usePasswordStrength } from '@postify/hooks';
import { PasswordField } from '@postify/react-ui/PasswordField';
import type { FormFieldProps } from './useFormFields';

export interface NewPasswordFieldsProps {
  /** The form's field props from {@link useFormFields}: its `password` (driving the strength checklist) and `confirmPassword`. */
  field: (name: 'password' | 'confirmPassword') => FormFieldProps;
  /** Replacing a password (/reset-password, 'Alterar senha'): 'Nova senha' instead of 'Senha' (sign-up, /verify). */
  replacing?: boolean;
}

/** A new password with the live strength checklist, and its confirmation (sign-up, reset, /verify, settings). */
export function NewPasswordFields({ field, replacing = false }: NewPasswordFieldsProps) {
  const password = field('password');
  const strength = usePasswordStrength(password.value);
  return (
    <>
      <PasswordField
        label={replacing ? 'Nova senha' : 'Senha'}
        autoComplete="new-password"
        criteria={strength.criteria}
        level={strength.level}
        {...password}
      />
      <PasswordField
        label={replacing ? 'Confirmar nova senha' : 'Confirmar senha'}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
