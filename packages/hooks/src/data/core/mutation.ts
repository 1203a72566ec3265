import type { PostifyClient } from '@postify/sdk';
import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { usePostifyClient } from './context.js';

/** A `mutationOptions` factory: the API client, the query cache it keeps current, then its own arguments. */
export type MutationFactory<TData, TError, TVariables, TArgs extends unknown[]> = (
  client: PostifyClient,
  queryClient: QueryClient,
  ...args: TArgs
) => UseMutationOptions<TData, TError, TVariables>;

/**
 * Runs a `mutationOptions` factory with the provider's client and the query cache: every mutation hook is its
 * factory plus the pt-BR message of its failure, and the factories are usable outside React too.
 */
export function useMutationOf<TData, TError, TVariables, TArgs extends unknown[]>(
  factory: MutationFactory<TData, TError, TVariables, TArgs>,
  ...args: TArgs
) {
  const client = usePostifyClient();
  const queryClient = useQueryClient();
  return useMutation(factory(client, queryClient, ...args));
}
