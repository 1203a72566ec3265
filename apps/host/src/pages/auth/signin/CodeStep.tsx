import { type SignInState, useCountdown, useOtpInput } from '@postify/hooks';
import { Button } from '@postify/react-ui/Button';
import { OtpInput } from '@postify/react-ui/OtpInput';
import { showToast } from '@postify/react-ui/ToastRegion';
import { resendCodeLabel, stateMessages } from '@postify/sdk/rules';
import { type FormEvent, useState } from 'react';
import { useValidateWith } from '../../../forms/useFormFields';
import * as styles from '../../../layout/layout.css';

export interface CodeStepProps {
  signIn: SignInState;
  /** 'Voltar para o login': back to the e-mail and password, the e-mail emptied. */
  onBack: () => void;
}

/**
 * /signin's second step: the six-digit code e-mailed to the user. Its own chunk, fetched when the
 * credentials are sent, so the first step's page does not carry the code boxes, the countdown and the toast.
 */
export default function CodeStep({ signIn, onBack }: CodeStepProps) {
  const [error, setError] = useState<string | undefined>();
  const validateWith = useValidateWith();
  // A refused code empties the boxes, so the next code typed or pasted submits itself again.
  const check = (code: string) => void signIn.submitCode(code).then(() => otp.clear());
  const otp = useOtpInput({ onComplete: check });
  const resendWait = useCountdown(signIn.resendAt);

  const resend = async () => {
    setError(undefined);
    if (!(await signIn.resendCode())) return;
    otp.clear();
    showToast({ title: stateMessages.codeResent, tone: 'success' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void validateWith((schemas) => schemas.signInCodeSchema, { otp: otp.code }).then((result) => {
      setError(result.errors.otp);
      if (result.success) check(result.data.otp);
    });
  };

  const codeError = error ?? signIn.errorMessage ?? undefined;
  return (
    <main className={styles.narrow}>
      <h1 className={styles.heading}>Verifique seu e-mail</h1>
      <p className={styles.muted}>
        Enviamos um código de 6 dígitos para <strong>{signIn.email}</strong>.
      </p>
      <form className={styles.stack} onSubmit={submit} noValidate>
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
        <Button variant="ghost" fullWidth onPress={onBack}>
          Voltar para o login
        </Button>
      </form>
    </main>
  );
}
