import type { PostifyApiError, Schemas } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';

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
