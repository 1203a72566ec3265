import { useOtpInput } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { OtpInput } from '@postify/react-ui/OtpInput';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { errorMessage } from '@postify/sdk';
import { signInCodeSchema, signInSchema, validate } from '@postify/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import { returnPathAfterSignIn } from '../../app/routes';
import * as styles from '../../layout/layout.css';
import type { SignInState } from '../../layout/RequireSession';
import { RESET_SUCCESS_PARAM } from './resetFlag';

/** /signin: e-mail and password, then the six-digit code e-mailed to the user. */
export default function SignInPage() {
  const client = useConsoleClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [challengeEmail, setChallengeEmail] = useState<string | null>(null);

  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) => {
      const { data } = await client.POST('/auth/login', { body });
      return data;
    },
    onSuccess: (data, body) => setChallengeEmail(data?.email ?? body.email),
  });

  const verify = useMutation({
    mutationFn: async (otp: string) => {
      const { data } = await client.POST('/auth/validate-login', {
        body: { email: challengeEmail ?? '', otp },
      });
      if (!data) throw new Error('Código inválido ou expirado');
      return data;
    },
    onSuccess: (session) => {
      client.tokenStore.set({
        user: session.user,
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
      });
      const from = (location.state as SignInState | null)?.from;
      navigate(returnPathAfterSignIn(from), { replace: true });
    },
  });

  const otp = useOtpInput({ onComplete: (code) => verify.mutate(code) });

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signInSchema, { email, password });
    setErrors(result.errors);
    if (result.success) login.mutate(result.data);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signInCodeSchema, { otp: otp.code });
    setErrors(result.errors);
    if (result.success) verify.mutate(result.data.otp);
  };

  const backToLogin = () => {
    otp.clear();
    verify.reset();
    login.reset();
    setErrors({});
    setChallengeEmail(null);
    setEmail('');
  };

  if (challengeEmail) {
    const codeError = errors.otp ?? (verify.error ? errorMessage(verify.error) : undefined);
    return (
      <main className={styles.narrow}>
        <h1 className={styles.heading}>Verifique seu e-mail</h1>
        <p className={styles.muted}>
          Enviamos um código de 6 dígitos para <strong>{challengeEmail}</strong>.
        </p>
        <form className={styles.stack} onSubmit={submitCode} noValidate>
          <OtpInput
            state={otp}
            autoFocus
            isInvalid={Boolean(codeError)}
            errorMessage={codeError}
            isDisabled={verify.isPending}
          />
          <Button type="submit" fullWidth isLoading={verify.isPending}>
            Verificar
          </Button>
          <Button variant="ghost" fullWidth onPress={backToLogin}>
            Voltar para o login
          </Button>
        </form>
      </main>
    );
  }

  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Entrar</h1>
      {params.get(RESET_SUCCESS_PARAM) === 'success' ? (
        <Banner tone="success" title="Senha alterada com sucesso!">
          Entre com a sua nova senha.
        </Banner>
      ) : null}
      <form className={styles.stack} onSubmit={submitCredentials} noValidate>
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
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
        />
        {login.error ? <Banner tone="danger">{errorMessage(login.error)}</Banner> : null}
        <Button type="submit" fullWidth isLoading={login.isPending}>
          Entrar
        </Button>
      </form>
      <p className={styles.muted}>
        <Link className={styles.link} to="/reset-password">
          Esqueceu a senha?
        </Link>
      </p>
      <p className={styles.muted}>
        Ainda não tem conta?{' '}
        <Link className={styles.link} to="/signup">
          Criar conta
        </Link>
      </p>
    </main>
  );
}
