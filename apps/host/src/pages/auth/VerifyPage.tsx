import { useOtpInput, usePasswordStrength } from '@postify/hooks';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { OtpInput } from '@postify/react-ui/OtpInput';
import { PasswordField } from '@postify/react-ui/PasswordField';
import { ProgressBar } from '@postify/react-ui/ProgressBar';
import { Spinner } from '@postify/react-ui/Spinner';
import { TextField } from '@postify/react-ui/TextField';
import { errorMessage } from '@postify/sdk';
import {
  onboardingCodeSchema,
  onboardingPhoneSchema,
  passwordConfirmationSchema,
  validate,
} from '@postify/sdk/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import * as page from '../../layout/layout.css';
import * as publicStyles from '../../layout/public.css';
import { Confetti } from './verify/Confetti';
import { type VerifyStep, verifySteps } from './verify/steps';
import * as styles from './verify/verify.css';

const titles: Record<VerifyStep, string> = {
  otp: 'Confirme seu e-mail',
  phone: 'Informe seu telefone',
  password: 'Crie sua senha',
  final: 'Conta ativada!',
};

/** /verify?userToken=…: the onboarding steps the server asks for (code, phone, password), then the celebration. */
export default function VerifyPage() {
  const client = useConsoleClient();
  const [params] = useSearchParams();
  const token = params.get('userToken') ?? '';
  const [done, setDone] = useState(0);
  // Temporary host wiring until @postify/hooks ships its onboarding hook.
  const check = useQuery({
    queryKey: ['onboarding', 'check', token],
    enabled: token !== '',
    retry: false,
    queryFn: async () => {
      const { data } = await client.GET('/auth/check/{userToken}', {
        params: { path: { userToken: token } },
      });
      if (!data) throw new Error('Usuário não encontrado');
      return data;
    },
  });

  if (token && check.isPending) {
    return (
      <main className={page.narrow}>
        <Spinner label="Carregando..." showLabel />
      </main>
    );
  }
  if (!token || check.isError || !check.data) {
    return (
      <main className={page.narrow}>
        <h1 className={page.heading}>Usuário não encontrado</h1>
        <p className={page.muted}>O link de ativação é inválido ou já foi usado.</p>
        <Link className={page.link} to="/signin">
          Ir para o login
        </Link>
      </main>
    );
  }

  const steps = verifySteps(check.data);
  const step = steps[Math.min(done, steps.length - 1)] ?? 'final';
  const advance = () => setDone((current) => current + 1);
  const context = { token, userId: check.data.userId, onDone: advance };
  return (
    <main className={page.narrow}>
      <ProgressBar
        label={`Passo ${Math.min(done + 1, steps.length)} de ${steps.length}`}
        value={Math.min(done + 1, steps.length)}
        maxValue={steps.length}
        showValue={false}
      />
      <h1 className={page.heading}>{titles[step]}</h1>
      {step === 'otp' ? <CodeStep {...context} email={check.data.email} /> : null}
      {step === 'phone' ? <PhoneStep {...context} /> : null}
      {step === 'password' ? <PasswordStep {...context} /> : null}
      {step === 'final' ? <FinalStep email={check.data.email} /> : null}
    </main>
  );
}

interface StepProps {
  token: string;
  userId: string;
  onDone: () => void;
}

function CodeStep({ token, email, onDone }: StepProps & { email: string }) {
  const client = useConsoleClient();
  const [error, setError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: async (otp: string) => {
      await client.POST('/auth/verify', { body: { verificationToken: token, otp } });
    },
    onSuccess: onDone,
    onError: () => setError('Código inválido ou expirado'),
  });
  const resend = useMutation({
    mutationFn: async () => {
      await client.POST('/users/resend-otp', { body: { token } });
    },
  });
  // A refused code empties the boxes, so the next code typed or pasted submits itself again.
  const check = (code: string) => verify.mutate(code, { onError: () => otp.clear() });
  const otp = useOtpInput({ onComplete: check });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(onboardingCodeSchema, { otp: otp.code });
    setError(result.errors.otp);
    if (result.success) check(result.data.otp);
  };
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <p className={page.muted}>
        Enviamos um código de 6 dígitos para <strong>{email}</strong>.
      </p>
      <OtpInput state={otp} isInvalid={Boolean(error)} errorMessage={error} isDisabled={verify.isPending} />
      {resend.isSuccess ? <Banner tone="success">Enviado!</Banner> : null}
      {resend.error ? <Banner tone="danger">{errorMessage(resend.error)}</Banner> : null}
      <Button type="submit" fullWidth isLoading={verify.isPending}>
        Verificar
      </Button>
      <Button variant="ghost" fullWidth isLoading={resend.isPending} onPress={() => resend.mutate()}>
        Reenviar código
      </Button>
    </form>
  );
}

function PhoneStep({ token, userId, onDone }: StepProps) {
  const client = useConsoleClient();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: async (value: string) => {
      await client.PATCH('/users/{userId}', {
        params: { path: { userId } },
        body: { phone: value, verificationToken: token },
      });
    },
    onSuccess: onDone,
    onError: () => setError('Erro ao atualizar telefone'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(onboardingPhoneSchema, { phone });
    setError(result.errors.phone);
    if (result.success) save.mutate(result.data.phone);
  };
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <TextField
        label="Telefone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={setPhone}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <Button type="submit" fullWidth isLoading={save.isPending}>
        Continuar
      </Button>
    </form>
  );
}

function PasswordStep({ token, userId, onDone }: StepProps) {
  const client = useConsoleClient();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const strength = usePasswordStrength(form.password);
  const save = useMutation({
    mutationFn: async (password: string) => {
      await client.PATCH('/users/{userId}', {
        params: { path: { userId } },
        body: { password, verificationToken: token },
      });
    },
    onSuccess: onDone,
    onError: () => setErrors({ form: 'Erro ao atualizar senha' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(passwordConfirmationSchema, form);
    setErrors(result.errors);
    if (result.success) save.mutate(result.data.password);
  };
  const field = (name: 'password' | 'confirmPassword') => ({
    name,
    value: form[name],
    onChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });
  return (
    <form className={page.stack} onSubmit={submit} noValidate>
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        criteria={strength.criteria}
        level={strength.level}
        {...field('password')}
      />
      <PasswordField label="Confirmar senha" autoComplete="new-password" {...field('confirmPassword')} />
      {errors.form ? <Banner tone="danger">{errors.form}</Banner> : null}
      <Button type="submit" fullWidth isLoading={save.isPending}>
        Salvar senha
      </Button>
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
