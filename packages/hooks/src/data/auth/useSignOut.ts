import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePostifyContext } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';

/** Options of {@link useSignOut}. */
export interface UseSignOutOptions {
  /** Runs once the session is gone (the host sends the user to /signin). */
  onSignedOut?: () => void;
}

/**
 * Signs out: revokes the refresh token on the server when it can, then always clears the session and the
 * current project, drops every cached Postify query and ends the session.
 */
export function useSignOut(options: UseSignOutOptions = {}) {
  const { client, currentProject, session } = usePostifyContext();
  const queryClient = useQueryClient();
  return useServerMessage(
    useMutation<void, Error, void>({
      mutationFn: async () => {
        const stored = client.tokenStore.get();
        try {
          // In HttpOnly cookie mode the stored session has no refresh token: the API reads its cookie.
          if (stored?.refreshToken)
            await client.POST('/auth/logout', { body: { refreshToken: stored.refreshToken } });
          else if (stored && client.tokenStore.refreshTransport === 'cookie')
            await client.POST('/auth/logout', { body: {} });
        } catch {
          // A dead session cannot be revoked twice: leaving locally is what the user asked for.
        } finally {
          client.tokenStore.clear();
          currentProject.set(null);
          queryClient.removeQueries({ queryKey: postifyKeys.all });
          session.notify();
          options.onSignedOut?.();
        }
      },
    }),
  );
}
