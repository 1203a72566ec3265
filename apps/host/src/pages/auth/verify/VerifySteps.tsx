import { useOtpInput, useResendCode, type useVerifyOnboarding, type VerifyStep } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { OtpInput } from '@postify/react-ui/OtpInput';
import { ProgressBar } from '@postify/react-ui/ProgressBar';
import { TextField } from '@postify/react-ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormSubmit } from '../../../forms/FormSubmit';
import { NewPasswordFields } from '../../../forms/NewPasswordFields';
import { useFormFields, useValidateWith } from '../../../forms/useFormFields';
import * as page from '../../../layout/layout.css';
import * as publicStyles from '../../../layout/public.css';
import { Confetti } from './Confetti';
import * as styles from './verify.css';

type Onboarding = ReturnType<typeof useVerifyOnboarding>;

const titles: Record<VerifyStep, string> = {
  otp: 'Confirme seu e-mail',
  phone: 'Informe seu telefone',
  password: 'Crie sua senha',
  final: 'Conta ativada!',
};

export interface VerifyStepsProps {
  step: VerifyStep;
  onboarding: Onboarding;
  /** The link's `userToken`, for 'Reenviar código'. */
  token: string;
  /** The account's e-mail, shown with the code and in the celebration. */
  email: string;
}

/**
 * /verify's current step: the progress, its title and its form. Its own chunk: the page first waits for the
 * server to say which steps the account needs (a spinner), and fetches the steps meanwhile.
 */
export default function VerifySteps({ step, onboarding, token, email }: VerifyStepsProps) {
  const { steps, stepIndex } = onboarding;
  return (
    <>
      <ProgressBar
        label={`Passo ${stepIndex + 1} de ${steps.length}`}
        value={stepIndex + 1}
        maxValue={steps.length}
        showValue={false}
      />
      <h1 className={page.heading}>{titles[step]}</h1>
      {step === 'otp' ? <CodeStep onboarding={onboarding} token={token} email={email} /> : null}
      {step === 'phone' ? <PhoneStep onboarding={onboarding} /> : null}
      {step === 'password' ? <PasswordStep onboarding={onboarding} /> : null}
      {step === 'final' ? <FinalStep email={email} /> : null}
    </>
  );
}

function CodeStep({ onboarding, token, email }: { onboarding: Onboarding; token: string; email: string }) {
  const [error, setError] = useState<string | undefined>();
  const validateWith = useValidateWith();
  const resend = useResendCode(token);
  // A refused code empties the boxes, so the next code typed or pasted submits itself again.
  const check = (code: string) => void onboarding.verifyCode(code).then(() => otp.clear());
  const otp = useOtpInput({ onComplete: check });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void validateWith((schemas) => schemas.onboardingCodeSchema, { otp: otp.code }).then((result) => {
      setError(result.errors.otp);
      if (result.success) check(result.data.otp);
    });
  };
  const shown = error ?? onboarding.errorMessage ?? undefined;
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <p className={page.muted}>
        Enviamos um código de 6 dígitos para <strong>{email}</strong>.
      </p>
      <OtpInput
        state={otp}
        isInvalid={Boolean(shown)}
        errorMessage={shown}
        isDisabled={onboarding.isPending}
      />
      {resend.isSuccess ? <Banner tone="success">Enviado!</Banner> : null}
      {resend.errorMessage ? <Banner tone="danger">{resend.errorMessage}</Banner> : null}
      <Button type="submit" fullWidth isLoading={onboarding.isPending}>
        Verificar
      </Button>
      <Button variant="ghost" fullWidth isLoading={resend.isPending} onPress={() => resend.mutate()}>
        Reenviar código
      </Button>
    </form>
  );
}

function PhoneStep({ onboarding }: { onboarding: Onboarding }) {
  const { field, submitWith } = useFormFields({ phone: '' });
  const submit = submitWith(
    (schemas) => schemas.onboardingPhoneSchema,
    ({ phone }) => void onboarding.savePhone(phone),
  );
  // The phone's own message first, else the step's failure ('Erro ao atualizar telefone'…) under the field.
  const phone = field('phone');
  const shown = phone.errorMessage ?? onboarding.errorMessage ?? undefined;
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <TextField
        label="Telefone"
        type="tel"
        autoComplete="tel"
        {...phone}
        isInvalid={Boolean(shown)}
        errorMessage={shown}
      />
      <Button type="submit" fullWidth isLoading={onboarding.isPending}>
        Continuar
      </Button>
    </form>
  );
}

function PasswordStep({ onboarding }: { onboarding: Onboarding }) {
  const { submitWith, field } = useFormFields({ password: '', confirmPassword: '' });
  const submit = submitWith(
    (schemas) => schemas.passwordConfirmationSchema,
    ({ password }) => void onboarding.savePassword(password),
  );
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <NewPasswordFields field={field} />
      <FormSubmit errorMessage={onboarding.errorMessage} isPending={onboarding.isPending}>
        Salvar senha
      </FormSubmit>
    </form>
  );
}

function FinalStep({ email }: { email: string }) {
  return (
    <>
      <Confetti />
      <p className={publicStyles.lead}>Obrigado por assinar o Postify! Sua conta está pronta.</p>
      <p className={page.muted}>
        Entre com o e-mail <strong>{email}</strong>.
      </p>
      <h2 className={publicStyles.panelTitle}>Próximos passos</h2>
      <ol className={styles.nextSteps}>
        <li>Faça login na sua conta.</li>
        <li>Conecte suas redes sociais em Configurações.</li>
        <li>Crie e agende seus primeiros posts.</li>
      </ol>
      <Link className={publicStyles.cta} to="/signin">
        Ir para o login
      </Link>
    </>
  );
}
