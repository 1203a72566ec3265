import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';
import { useHookMessages } from '../core/messages.js';
import { currentUserQueryOptions } from './queries.js';

/** What the signed-in password change sends: the current password and the new one. */
export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
}

/**
 * Changes the signed-in user's password (`PATCH /users/{id}` with `currentPassword`). The server ends every
 * other session and keeps this one; a missing or wrong current password comes back as a field error on
 * `currentPassword`, and the failure message is 'Erro ao atualizar senha'.
 */
export function useChangePassword() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation<Schemas['User'], PostifyApiError, ChangePasswordValues>({
      mutationFn: async ({ currentPassword, password }) => {
        const me = await queryClient.ensureQueryData(currentUserQueryOptions(client));
        return unwrap(
          client.PATCH('/users/{userId}', {
            params: { path: { userId: me.id } },
            body: { currentPassword, password },
          }),
        );
      },
      onSuccess: (user) => queryClient.setQueryData(postifyKeys.auth.me(), user),
    }),
    hookMessages.updatePassword,
  );
}
