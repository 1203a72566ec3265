import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { usePostifyContext } from '../core/context.js';
import { postifyKeys } from '../core/keys.js';
import { useHookMessages } from '../core/messages.js';

/** Which screen of the two-step sign-in shows. */
export type SignInStep = 'credentials' | 'code';

/** Options of {@link useSignIn}. */
export interface UseSignInOptions {
  /** Runs after a valid code stored the session (the host goes to /dashboard). */
  onSignedIn?: (session: Schemas['Session']) => void;
}

/** The two-step sign-in: credentials, then the six-digit code sent by e-mail. */
export interface SignInState {
  step: SignInStep;
  /** The e-mail being verified, kept from the credentials step. */
  email: string;
  /** The code typed so far. */
  code: string;
  setCode: (code: string) => void;
  submitCredentials: (credentials: Schemas['LoginRequest']) => Promise<void>;
  /** Validates `code` (or the typed one); on success stores the session and the user. */
  submitCode: (code?: string) => Promise<void>;
  /** Back to the credentials step, clearing the code and the e-mail. */
  backToLogin: () => void;
  /**
   * Sends a new code (signs in again with the same credentials; earlier codes stop working). Resolves
   * `true` once it was sent ('Código enviado!'), `false` when the server refused (see `errorMessage`).
   */
  resendCode: () => Promise<boolean>;
  /** When the server accepts another code request (ISO, the server's clock), from the last challenge. */
  resendAvailableAt: string | null;
  /**
   * The same moment on this device's clock (epoch ms): the last code's arrival plus the API's 30 s, so a
   * countdown (`useCountdown`) is right even when the device's clock is off.
   */
  resendAt: number | null;
  /** A new code was sent since the code step opened ('Enviado!'). */
  codeResent: boolean;
  isPending: boolean;
  error: PostifyApiError | null;
  errorMessage: string | null;
}

/** Sign-in with e-mail and password, then the code (account spec, section 4). */
export function useSignIn(options: UseSignInOptions = {}): SignInState {
  const hookMessages = useHookMessages();
  const { client, session: sessionSignal } = usePostifyContext();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<SignInStep>('credentials');
  const [challenge, setChallenge] = useState<Schemas['LoginChallenge'] | null>(null);
  const [codeResent, setCodeResent] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // Kept only while the code step is open, so 'resend' can ask for a new code; never rendered or stored.
  const credentials = useRef<Schemas['LoginRequest'] | null>(null);

  const login = useMutation<Schemas['LoginChallenge'], PostifyApiError, Schemas['LoginRequest']>({
    mutationFn: (body) => unwrap(client.POST('/auth/login', { body })),
    onSuccess: (answer) => {
      setChallenge(answer);
      setResendAt(Date.now() + LIMITS.codeResendIntervalMs);
      setEmail(answer.email);
      setCode('');
      setStep('code');
    },
  });
  const validate = useMutation<Schemas['Session'], PostifyApiError, Schemas['ValidateLoginRequest']>({
    mutationFn: (body) => unwrap(client.POST('/auth/validate-login', { body })),
    onSuccess: (session) => {
      client.tokenStore.set({
        user: session.user,
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
      });
      credentials.current = null;
      queryClient.setQueryData(postifyKeys.auth.me(), session.user);
      sessionSignal.notify();
      options.onSignedIn?.(session);
    },
  });

  const { reset: resetLogin, mutateAsync: loginAsync } = login;
  const { reset: resetValidate, mutateAsync: validateAsync } = validate;
  const submitCredentials = useCallback(
    async (values: Schemas['LoginRequest']) => {
      resetValidate();
      setCodeResent(false);
      credentials.current = values;
      await loginAsync(values).catch(() => undefined);
    },
    [loginAsync, resetValidate],
  );
  const submitCode = useCallback(
    async (typed?: string) => {
      const otp = typed ?? code;
      setCode(otp);
      resetLogin();
      await validateAsync({ email, otp }).catch(() => undefined);
    },
    [code, email, resetLogin, validateAsync],
  );
  const resendCode = useCallback(async () => {
    if (!credentials.current) return false;
    resetValidate();
    const sent = await loginAsync(credentials.current).then(
      () => true,
      () => false,
    );
    setCodeResent(sent);
    return sent;
  }, [loginAsync, resetValidate]);
  const backToLogin = useCallback(() => {
    credentials.current = null;
    setChallenge(null);
    setResendAt(null);
    setCodeResent(false);
    setStep('credentials');
    setEmail('');
    setCode('');
    resetLogin();
    resetValidate();
  }, [resetLogin, resetValidate]);

  const error = validate.error ?? login.error;
  return {
    step,
    email,
    code,
    setCode,
    submitCredentials,
    submitCode,
    backToLogin,
    resendCode,
    resendAvailableAt: challenge?.resendAvailableAt ?? null,
    resendAt,
    codeResent,
    isPending: login.isPending || validate.isPending,
    error,
    errorMessage: error ? hookMessages.serverMessage(error, hookMessages.unknown) : null,
  };
}
