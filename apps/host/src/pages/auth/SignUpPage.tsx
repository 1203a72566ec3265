import { usePasswordStrength } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { errorMessage } from '@postify/sdk';
import { signUpSchema, validate } from '@postify/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import * as styles from '../../layout/layout.css';
import { serverFieldErrors } from './fieldErrors';

type SignUpForm = { name: string; email: string; phone: string; password: string; confirmPassword: string };
const empty: SignUpForm = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /signup: full name, e-mail, phone, password with the live strength checklist and its confirmation. */
export default function SignUpPage() {
  const client = useConsoleClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignUpForm>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const strength = usePasswordStrength(form.password);
  const set = (field: keyof SignUpForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const register = useMutation({
    mutationFn: async (body: SignUpForm) => {
      const { data } = await client.POST('/auth/register', { body });
      // The spec counts an answer without data as a failure.
      if (!data) throw new Error('Erro ao cadastrar.');
      return data;
    },
    onSuccess: () => navigate('/signin'),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signUpSchema, form);
    setErrors(result.errors);
    if (result.success) register.mutate(result.data);
  };

  const field = (name: keyof SignUpForm) => ({
    name,
    value: form[name],
    onChange: set(name),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

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
        {register.error ? (
          <Banner tone="danger">{errorMessage(register.error, 'Erro ao cadastrar.')}</Banner>
        ) : null}
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
