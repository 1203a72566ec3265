import type { PostifyApiError, Schemas } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';

/**
 * Joins the waiting list. Any failure counts as an e-mail already on the list (account spec): the
 * mutation then resolves with `null`, and the thank-you shows without the position.
 */
export function useJoinWaitingList() {
  const client = usePostifyClient();
  return useMutation<Schemas['WaitingListEntry'] | null, PostifyApiError, Schemas['JoinWaitingListRequest']>({
    mutationFn: async (body) => {
      try {
        return (await client.POST('/waiting/join', { body })).data ?? null;
      } catch {
        return null;
      }
    },
  });
}

/** Sends the contact form; its failure reads 'Erro ao enviar. Tente novamente.'. */
export function useSendContact() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  return withMessage(
    useMutation<void, PostifyApiError, Schemas['ContactRequest']>({
      mutationFn: async (body) => {
        await client.POST('/contact', { body });
      },
    }),
    hookMessages.contact,
  );
}
