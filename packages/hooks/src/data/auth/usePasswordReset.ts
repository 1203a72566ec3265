import type { PostifyApiError, Schemas } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { usePostifyClient } from '../core/context.js';
import { useHookMessages } from '../core/messages.js';

/** Where the reset flow is: asking the e-mail, instructions sent, choosing the new password, finished. */
export type PasswordResetStep = 'email' | 'sent' | 'reset' | 'done';

/** Options of {@link usePasswordReset}: the reset link's query values and what to do after. */
export interface UsePasswordResetOptions {
  /** The link's query values: `resetToken` (or the older `userToken`) opens the reset step directly. */
  resetToken?: string | null;
  userToken?: string | null;
  email?: string | null;
  /** Runs after the new password was saved (the host goes to /signin with the success flag). */
  onSuccess?: () => void;
}

/** The new password and its code, as the reset step's form holds them. */
export type PasswordResetFields = Omit<Schemas['ResetPasswordRequest'], 'resetToken'>;

/** Forgot/reset password state (account spec, section 4). */
export interface PasswordResetState {
  step: PasswordResetStep;
  email: string;
  requestReset: (email: string) => Promise<void>;
  resetPassword: (fields: PasswordResetFields) => Promise<void>;
  isPending: boolean;
  error: PostifyApiError | null;
  /** The server message, the error message, or 'Erro desconhecido' (shown under the form). */
  errorMessage: string | null;
}

/** Email step, sent confirmation, then the reset step entered from the link's `resetToken`/`userToken`. */
export function usePasswordReset(options: UsePasswordResetOptions = {}): PasswordResetState {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const token = options.resetToken || options.userToken || '';
  const [step, setStep] = useState<PasswordResetStep>(token ? 'reset' : 'email');
  const [email, setEmail] = useState(options.email ?? '');

  const forgot = useMutation<void, PostifyApiError, string>({
    mutationFn: async (address) => {
      await client.POST('/auth/forgot-password', { body: { email: address } });
    },
    onSuccess: () => setStep('sent'),
  });
  const reset = useMutation<void, PostifyApiError, PasswordResetFields>({
    mutationFn: async (fields) => {
      await client.POST('/auth/reset-password', { body: { ...fields, resetToken: token } });
    },
    onSuccess: () => {
      setStep('done');
      options.onSuccess?.();
    },
  });

  const { mutateAsync: forgotAsync } = forgot;
  const { mutateAsync: resetAsync } = reset;
  const requestReset = useCallback(
    async (address: string) => {
      setEmail(address);
      await forgotAsync(address).catch(() => undefined);
    },
    [forgotAsync],
  );
  const resetPassword = useCallback(
    async (fields: PasswordResetFields) => {
      await resetAsync(fields).catch(() => undefined);
    },
    [resetAsync],
  );

  const error = reset.error ?? forgot.error;
  return {
    step,
    email,
    requestReset,
    resetPassword,
    isPending: forgot.isPending || reset.isPending,
    error,
    errorMessage: error ? hookMessages.serverMessage(error, hookMessages.unknown) : null,
  };
}
