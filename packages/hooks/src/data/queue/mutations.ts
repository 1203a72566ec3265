import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';
import { queueKeys } from './queries.js';

type Slot = Schemas['QueueSlot'];

/** Adds a slot to an account's 'Horários da fila'; it joins the cached list and the queue is read again. */
export function createQueueSlotMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
  accountId: string,
) {
  return mutationOptions<Slot, PostifyApiError, Schemas['CreateQueueSlotRequest']>({
    mutationFn: (body) =>
      unwrap(
        client.POST('/social-media-account/{id}/queue-slots', {
          params: { path: { id: accountId } },
          body,
          headers: projectHeaders(project),
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKeys.slots(project, accountId) }),
        queryClient.invalidateQueries({ queryKey: queueKeys.all(project) }),
      ]),
  });
}

/** Removes a slot; posts already at its times stay where they are. */
export function deleteQueueSlotMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
  accountId: string,
) {
  return mutationOptions<void, PostifyApiError, string>({
    // The answer is `data: null` (nothing to unwrap); a refusal throws from the client.
    mutationFn: async (slotId) => {
      await client.DELETE('/social-media-account/{id}/queue-slots/{slotId}', {
        params: { path: { id: accountId, slotId } },
        headers: projectHeaders(project),
      });
    },
    onSuccess: (_, slotId) => {
      queryClient.setQueryData<Slot[]>(queueKeys.slots(project, accountId), (old) =>
        old?.filter((slot) => slot.id !== slotId),
      );
      return queryClient.invalidateQueries({ queryKey: queueKeys.all(project) });
    },
  });
}

/** 'Adicionar à fila': the server places the post in the next free slot of each account. */
export function addToQueueMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Schemas['Post'], PostifyApiError, { postId: number } & Schemas['AddToQueueRequest']>(
    {
      mutationFn: ({ postId, ...body }) =>
        unwrap(
          client.POST('/posts/{id}/queue', {
            params: { path: { id: postId } },
            body,
            headers: projectHeaders(project),
          }),
        ),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
    },
  );
}

/** Moves a queued publication to another slot of its account (the two swap when the slot is held). */
export function moveQueueItemMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Schemas['QueueEntry'][], PostifyApiError, Schemas['MoveQueueItemRequest']>({
    mutationFn: (body) => unwrap(client.POST('/queue/move', { body, headers: projectHeaders(project) })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
  });
}
