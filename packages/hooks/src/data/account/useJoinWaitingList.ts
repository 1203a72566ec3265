import type { PostifyApiError, Schemas } from '@postify/sdk';
import { useMutation } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';

/**
 * Joins the waiting list. Any failure counts as an e-mail already on the list (account spec): the
 * mutation then resolves with `null`, and the thank-you shows without the position. It shows no failure
 * text, so (apart from `useSendContact`) it does not load the hooks' texts and the error catalogue.
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
