import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  addToQueueMutationOptions,
  createQueueSlotMutationOptions,
  deleteQueueSlotMutationOptions,
  moveQueueItemMutationOptions,
} from './mutations.js';
import { type QueueWindow, queueQueryOptions, queueSlotsQueryOptions } from './queries.js';

/** An account's 'Horários da fila' in the current project; idle until an account is chosen. */
export function useQueueSlots(accountId: string | null) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return useServerMessage(
    useQuery({ ...queueSlotsQueryOptions(client, project, accountId ?? ''), enabled: Boolean(accountId) }),
  );
}

/** The queue of the current project slot by slot (free slots included), in a window or the next eight weeks. */
export function useQueue(window: QueueWindow = {}) {
  const client = usePostifyClient();
  return useServerMessage(useQuery(queueQueryOptions(client, useCurrentProjectId(), window)));
}

/** Adds a slot to the account's queue. */
export function useCreateQueueSlot(accountId: string) {
  return useServerMessage(useMutationOf(createQueueSlotMutationOptions, useCurrentProjectId(), accountId));
}

/** Removes a slot of the account's queue. */
export function useDeleteQueueSlot(accountId: string) {
  return useServerMessage(useMutationOf(deleteQueueSlotMutationOptions, useCurrentProjectId(), accountId));
}

/** 'Adicionar à fila' for a saved post. */
export function useAddToQueue() {
  return useServerMessage(useMutationOf(addToQueueMutationOptions, useCurrentProjectId()));
}

/** Moves a queued post to another slot of its account (reorder). */
export function useMoveQueueItem() {
  return useServerMessage(useMutationOf(moveQueueItemMutationOptions, useCurrentProjectId()));
}
