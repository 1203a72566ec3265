import { usePasswordReset } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { TextField } from '@postify/react-ui/TextField';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormSubmit } from '../../forms/FormSubmit';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useFormFields } from '../../forms/useFormFields';
import * as styles from '../../layout/layout.css';
import { RESET_SUCCESS_PARAM } from './resetFlag';

/** /reset-password: e-mail, then the sent confirmation; the e-mailed link opens the reset step. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = usePasswordReset({
    resetToken: params.get('resetToken'),
    userToken: params.get('userToken'),
    email: params.get('email'),
    onSuccess: () => navigate(`/signin?${RESET_SUCCESS_PARAM}=success`),
  });
  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Redefinir senha</h1>
      {reset.step === 'email' ? <EmailStep reset={reset} /> : null}
      {reset.step === 'sent' ? (
        <Banner tone="success" title="Email enviado">
          Se existir uma conta com este e-mail, enviamos as instruções para redefinir a senha. Verifique
          também a caixa de spam.
        </Banner>
      ) : null}
      {reset.step === 'reset' || reset.step === 'done' ? <ResetStep reset={reset} /> : null}
      <p className={styles.muted}>
        <Link className={styles.link} to="/signin">
          Voltar para o login
        </Link>
      </p>
    </main>
  );
}

type Reset = ReturnType<typeof usePasswordReset>;

function EmailStep({ reset }: { reset: Reset }) {
  const { submitWith, field } = useFormFields({ email: '' });
  const submit = submitWith(
    (schemas) => schemas.forgotPasswordSchema,
    ({ email }) => void reset.requestReset(email),
  );
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <p className={styles.muted}>Informe o e-mail da sua conta para receber o código de redefinição.</p>
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <FormSubmit errorMessage={reset.errorMessage} isPending={reset.isPending}>
        Enviar código
      </FormSubmit>
    </form>
  );
}

function ResetStep({ reset }: { reset: Reset }) {
  const { submitWith, field } = useFormFields({ otp: '', password: '', confirmPassword: '' }, reset.error);
  const submit = submitWith(
    (schemas) => schemas.resetPasswordSchema,
    (input) => void reset.resetPassword(input),
  );
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      {reset.email ? (
        <p className={styles.muted}>
          Redefinindo a senha de <strong>{reset.email}</strong>.
        </p>
      ) : null}
      <TextField
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field('otp')}
      />
      <NewPasswordFields field={field} replacing />
      <FormSubmit errorMessage={reset.errorMessage} isPending={reset.isPending}>
        Redefinir senha
      </FormSubmit>
    </form>
  );
}
