import { useCountdown, useOtpInput, useSignIn } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { OtpInput } from '@postify/react-ui/OtpInput';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import { resendCodeLabel, stateMessages } from '@postify/sdk/rules';
import { signInCodeSchema, signInSchema, validate } from '@postify/sdk/schemas';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnPathAfterSignIn } from '../../app/routes';
import { useHydrated } from '../../app/useHydrated';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/useFormFields';
import * as styles from '../../layout/layout.css';
import type { SignInState } from '../../layout/RequireSession';
import { RESET_SUCCESS_PARAM } from './resetFlag';

/** /signin: e-mail and password, then the six-digit code e-mailed to the user (useSignIn). */
export default function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered without a query: the banner comes with the first render after hydration.
  const passwordReset = hydrated && params.get(RESET_SUCCESS_PARAM) === 'success';
  const { field, submitWith, errors, setErrors, setValues } = useFormFields({ email: '', password: '' });
  const signIn = useSignIn({
    onSignedIn: () => {
      const from = (location.state as SignInState | null)?.from;
      navigate(returnPathAfterSignIn(from), { replace: true });
    },
  });
  // A refused code empties the boxes, so the next code typed or pasted submits itself again.
  const check = (code: string) => void signIn.submitCode(code).then(() => otp.clear());
  const otp = useOtpInput({ onComplete: check });
  const resendWait = useCountdown(signIn.resendAt);

  const resend = async () => {
    setErrors({});
    if (!(await signIn.resendCode())) return;
    otp.clear();
    showToast({ title: stateMessages.codeResent, tone: 'success' });
  };

  const submitCredentials = submitWith(
    signInSchema,
    (credentials) => void signIn.submitCredentials(credentials),
  );

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signInCodeSchema, { otp: otp.code });
    setErrors(result.errors);
    if (result.success) check(result.data.otp);
  };

  const backToLogin = () => {
    otp.clear();
    signIn.backToLogin();
    setErrors({});
    setValues((values) => ({ ...values, email: '' }));
  };

  if (signIn.step === 'code') {
    const codeError = errors.otp ?? signIn.errorMessage ?? undefined;
    return (
      <main className={styles.narrow}>
        <h1 className={styles.heading}>Verifique seu e-mail</h1>
        <p className={styles.muted}>
          Enviamos um código de 6 dígitos para <strong>{signIn.email}</strong>.
        </p>
        <form className={styles.stack} onSubmit={submitCode} noValidate>
          <OtpInput
            state={otp}
            autoFocus
            isInvalid={Boolean(codeError)}
            errorMessage={codeError}
            isDisabled={signIn.isPending}
          />
          <Button type="submit" fullWidth isLoading={signIn.isPending}>
            Verificar
          </Button>
          {/* Disabled while the API's 30 s wait runs: a press then would only earn a refusal. */}
          <Button
            variant="secondary"
            fullWidth
            isDisabled={resendWait > 0 || signIn.isPending}
            onPress={() => void resend()}
          >
            {resendCodeLabel(resendWait)}
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
      {passwordReset ? (
        <Banner tone="success" title="Senha alterada com sucesso!">
          Entre com a sua nova senha.
        </Banner>
      ) : null}
      <form className={styles.stack} onSubmit={submitCredentials} noValidate>
        {/* Disabled until hydrated: what is typed (or autofilled) before would be lost to the hydrating render, and
            the browser's own submission (Enter in a field) would put the password in the URL. */}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          isDisabled={!hydrated}
          {...field('email')}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          isDisabled={!hydrated}
          {...field('password')}
        />
        <FormSubmit errorMessage={signIn.errorMessage} isPending={signIn.isPending} isDisabled={!hydrated}>
          Entrar
        </FormSubmit>
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
