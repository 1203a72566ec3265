import { usePasswordStrength, useSignUp } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { signUpSchema, validate } from '@postify/sdk/schemas';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as styles from '../../layout/layout.css';
import { serverFieldErrors } from './fieldErrors';

type SignUpForm = { name: string; email: string; phone: string; password: string; confirmPassword: string };
const empty: SignUpForm = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /signup: full name, e-mail, phone, password with the live strength checklist and its confirmation. */
export default function SignUpPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const strength = usePasswordStrength(form.password);
  const register = useSignUp({ onSuccess: () => navigate('/signin') });
  const serverErrors = serverFieldErrors(register.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signUpSchema, form);
    setErrors(result.errors);
    if (result.success) register.mutate(result.data);
  };

  const field = (name: keyof SignUpForm) => {
    const message = errors[name] ?? serverErrors[name];
    return {
      name,
      value: form[name],
      onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
      isInvalid: Boolean(message),
      errorMessage: message,
    };
  };

  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Criar conta</h1>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <TextField label="Nome completo" autoComplete="name" {...field('name')} />
        <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Telefone" type="tel" autoComplete="tel" {...field('phone')} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          criteria={strength.criteria}
          level={strength.level}
          {...field('password')}
        />
        <PasswordField label="Confirmar senha" autoComplete="new-password" {...field('confirmPassword')} />
        {register.errorMessage ? <Banner tone="danger">{register.errorMessage}</Banner> : null}
        <Button type="submit" fullWidth isLoading={register.isPending}>
          Criar conta
        </Button>
      </form>
      <p className={styles.muted}>
        Já tem uma conta?{' '}
        <Link className={styles.link} to="/signin">
          Entrar
        </Link>
      </p>
    </main>
  );
}
