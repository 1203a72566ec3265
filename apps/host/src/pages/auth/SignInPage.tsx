import { useSignIn } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { PlainPasswordField } from '@postify/react-ui/PasswordField';
import { TextField } from '@postify/react-ui/TextField';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { returnPathAfterSignIn } from '../../app/routes';
import { useHydrated } from '../../app/useHydrated';
import { FormSubmit } from '../../forms/FormSubmit';
import { useFormFields } from '../../forms/useFormFields';
import * as styles from '../../layout/layout.css';
import type { SignInState } from '../../layout/RequireSession';
import { RouteLoading } from '../../layout/RouteLoading';
import { RESET_SUCCESS_PARAM } from './resetFlag';

const loadCodeStep = () => import('./signin/CodeStep');
const CodeStep = lazy(loadCodeStep);

/** /signin: e-mail and password, then the six-digit code e-mailed to the user (useSignIn). */
export default function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered without a query: the banner comes with the first render after hydration.
  const passwordReset = hydrated && params.get(RESET_SUCCESS_PARAM) === 'success';
  const { field, submitWith, setErrors, setValues } = useFormFields({ email: '', password: '' });
  const signIn = useSignIn({
    onSignedIn: () => {
      const from = (location.state as SignInState | null)?.from;
      navigate(returnPathAfterSignIn(from), { replace: true });
    },
  });
  const submitCredentials = submitWith(
    (schemas) => schemas.signInSchema,
    (credentials) => {
      void loadCodeStep();
      void signIn.submitCredentials(credentials);
    },
  );

  const backToLogin = () => {
    signIn.backToLogin();
    setErrors({});
    setValues((values) => ({ ...values, email: '' }));
  };

  if (signIn.step === 'code') {
    return (
      <Suspense fallback={<RouteLoading />}>
        <CodeStep signIn={signIn} onBack={backToLogin} />
      </Suspense>
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
        <PlainPasswordField
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
