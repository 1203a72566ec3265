import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import type { WithErrorMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';

/** Options of {@link useSignUp}. */
export interface UseSignUpOptions {
  /** Runs with the created user (the host goes to /signin). */
  onSuccess?: (user: Schemas['User']) => void;
}

/** Creates an account (`POST /auth/register`); an answer without data counts as 'Erro ao cadastrar.'. */
export function useSignUp(options: UseSignUpOptions = {}) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const mutation = useMutation<Schemas['User'], PostifyApiError, Schemas['RegisterRequest']>({
    mutationFn: (body) => unwrap(client.POST('/auth/register', { body })),
    onSuccess: (user) => options.onSuccess?.(user),
  });
  const result: typeof mutation & WithErrorMessage = {
    ...mutation,
    errorMessage: mutation.error
      ? mutation.error.code === 'EMPTY_RESPONSE'
        ? hookMessages.signUpNoData
        : hookMessages.serverMessage(mutation.error, hookMessages.unknown)
      : null,
  };
  return result;
}
