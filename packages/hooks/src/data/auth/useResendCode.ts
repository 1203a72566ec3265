import type { PostifyApiError } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';

/** Sends the onboarding code again (`POST /users/resend-otp`, at most once per 30 s on the server). */
export function useResendCode(userToken: string | null | undefined) {
  const client = usePostifyClient();
  return useServerMessage(
    useMutation<void, PostifyApiError, void>({
      mutationFn: async () => {
        await client.POST('/users/resend-otp', { body: { token: userToken ?? '' } });
      },
    }),
  );
}
