import { usePasswordStrength } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { errorMessage } from '@postify/sdk';
import { forgotPasswordSchema, resetPasswordSchema, validate } from '@postify/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import * as styles from '../../layout/layout.css';
import { serverFieldErrors } from './fieldErrors';
import { RESET_SUCCESS_PARAM } from './resetFlag';

/** /reset-password: e-mail, then the sent confirmation; the e-mailed link opens the reset step. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken') ?? params.get('userToken');
  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Redefinir senha</h1>
      {resetToken ? <ResetStep resetToken={resetToken} email={params.get('email')} /> : <EmailStep />}
      <p className={styles.muted}>
        <Link className={styles.link} to="/signin">
          Voltar para o login
        </Link>
      </p>
    </main>
  );
}

function EmailStep() {
  const client = useConsoleClient();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: async (body: { email: string }) => {
      await client.POST('/auth/forgot-password', { body });
    },
  });

  if (send.isSuccess) {
    return (
      <Banner tone="success" title="Email enviado">
        Se existir uma conta com este e-mail, enviamos as instruções para redefinir a senha. Verifique também
        a caixa de spam.
      </Banner>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(forgotPasswordSchema, { email });
    setErrors(result.errors);
    if (result.success) send.mutate(result.data);
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <p className={styles.muted}>Informe o e-mail da sua conta para receber o código de redefinição.</p>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        isInvalid={Boolean(errors.email)}
        errorMessage={errors.email}
      />
      {send.error ? <Banner tone="danger">{errorMessage(send.error, 'Erro desconhecido')}</Banner> : null}
      <Button type="submit" fullWidth isLoading={send.isPending}>
        Enviar código
      </Button>
    </form>
  );
}

function ResetStep({ resetToken, email }: { resetToken: string; email: string | null }) {
  const client = useConsoleClient();
  const navigate = useNavigate();
  const [form, setForm] = useState({ otp: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const strength = usePasswordStrength(form.password);
  const reset = useMutation({
    mutationFn: async (body: { otp: string; password: string; confirmPassword: string }) => {
      await client.POST('/auth/reset-password', { body: { ...body, resetToken } });
    },
    onSuccess: () => navigate(`/signin?${RESET_SUCCESS_PARAM}=success`),
    onError: (error) => setErrors(serverFieldErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(resetPasswordSchema, form);
    setErrors(result.errors);
    if (result.success) reset.mutate(result.data);
  };
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {email ? (
        <p className={styles.muted}>
          Redefinindo a senha de <strong>{email}</strong>.
        </p>
      ) : null}
      <TextField
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('otp')}
      />
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        criteria={strength.criteria}
        level={strength.level}
        {...field('password')}
      />
      <PasswordField label="Confirmar nova senha" autoComplete="new-password" {...field('confirmPassword')} />
      {reset.error ? <p role="alert">{errorMessage(reset.error, 'Erro desconhecido')}</p> : null}
      <Button type="submit" fullWidth isLoading={reset.isPending}>
        Redefinir senha
      </Button>
    </form>
  );
}
