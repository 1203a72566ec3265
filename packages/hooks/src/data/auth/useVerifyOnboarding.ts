import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePostifyClient } from '../core/context.js';
import { useHookMessages } from '../core/messages.js';
import { type VerifyStep, verifySteps } from './onboarding-steps.js';
import { verificationCheckQueryOptions } from './queries.js';

/** The /verify onboarding driven by `userToken`. */
export interface VerifyOnboardingState {
  /** Loading the check; the screen shows its loading text. */
  isLoading: boolean;
  /** Nothing found for the token: the screen shows 'Usuário não encontrado'. */
  notFound: boolean;
  check: Schemas['VerificationCheck'] | undefined;
  steps: VerifyStep[];
  step: VerifyStep | undefined;
  /** 0-based position of `step`, for the progress bar. */
  stepIndex: number;
  verifyCode: (otp: string) => Promise<void>;
  savePhone: (phone: string) => Promise<void>;
  savePassword: (password: string) => Promise<void>;
  isPending: boolean;
  error: PostifyApiError | null;
  errorMessage: string | null;
}

// Failures stay on the mutation (and its message); the returned promise always resolves.
const swallow = () => undefined;

/** Steps from the check result (otp, phone, password, final); each success advances one step. */
export function useVerifyOnboarding(userToken: string | null | undefined): VerifyOnboardingState {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const token = userToken ?? '';
  const check = useQuery(verificationCheckQueryOptions(client, token));
  const [stepIndex, setStepIndex] = useState(0);
  const steps = check.data ? verifySteps(check.data) : [];
  const advance = useCallback(() => setStepIndex((index) => index + 1), []);
  const userId = check.data?.userId ?? '';

  const code = useMutation<Schemas['User'], PostifyApiError, string>({
    mutationFn: (otp) => unwrap(client.POST('/auth/verify', { body: { verificationToken: token, otp } })),
    onSuccess: advance,
  });
  // The phone and the password steps save one field of the user, proven by the onboarding token.
  const saveUser = (field: { phone: string } | { password: string }) =>
    unwrap(
      client.PATCH('/users/{userId}', {
        params: { path: { userId } },
        body: { ...field, verificationToken: token },
      }),
    );
  const phone = useMutation<Schemas['User'], PostifyApiError, string>({
    mutationFn: (value) => saveUser({ phone: value }),
    onSuccess: advance,
  });
  const password = useMutation<Schemas['User'], PostifyApiError, string>({
    mutationFn: (value) => saveUser({ password: value }),
    onSuccess: advance,
  });

  const { mutateAsync: codeAsync } = code;
  const { mutateAsync: phoneAsync } = phone;
  const { mutateAsync: passwordAsync } = password;
  const failed = [code, phone, password].find((m) => m.error);
  const errorMessage = !failed?.error
    ? null
    : failed.error.status === 404
      ? hookMessages.userNotFound
      : failed === code
        ? hookMessages.invalidCode
        : failed === phone
          ? hookMessages.updatePhone
          : hookMessages.updatePassword;

  return {
    isLoading: token !== '' && check.isPending,
    notFound: token === '' || check.isError,
    check: check.data,
    steps,
    step: steps[Math.min(stepIndex, steps.length - 1)],
    stepIndex: Math.min(stepIndex, Math.max(steps.length - 1, 0)),
    verifyCode: useCallback((otp: string) => codeAsync(otp).then(swallow, swallow), [codeAsync]),
    savePhone: useCallback((value: string) => phoneAsync(value).then(swallow, swallow), [phoneAsync]),
    savePassword: useCallback(
      (value: string) => passwordAsync(value).then(swallow, swallow),
      [passwordAsync],
    ),
    isPending: code.isPending || phone.isPending || password.isPending,
    error: failed?.error ?? null,
    errorMessage,
  };
}
