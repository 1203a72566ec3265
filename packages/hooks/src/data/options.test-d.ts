// Type tests: run by `vitest` (typecheck mode) and `tsc --noEmit`, never executed.
import type { PostifyApiError, PostifyClient, Schemas } from '@postify/sdk';
import { QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { expectTypeOf, test } from 'vitest';
import { type WithErrorMessage, withMessage } from './core/errors.js';
import { postifyKeys } from './core/keys.js';
import { createInviteMutationOptions, removeMemberMutationOptions } from './projects/mutations.js';
import { membersQueryOptions, projectsQueryOptions } from './projects/queries.js';

declare const client: PostifyClient;
const queryClient = new QueryClient();

test('query keys are readonly tuples, each level a prefix of the next', () => {
  expectTypeOf(postifyKeys.posts.all('p')).toEqualTypeOf<readonly ['postify', 'posts', string | null]>();
  expectTypeOf(postifyKeys.storage.folder(null, 'f')).toEqualTypeOf<
    readonly ['postify', 'storage', string | null, 'folder', string]
  >();
  // @ts-expect-error a project-scoped key needs its project
  postifyKeys.posts.lists();
});

test('queryOptions factories carry the data type to useQuery and to the query cache', () => {
  const options = projectsQueryOptions(client);
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<Schemas['Project'][] | undefined>();
  const members = useQuery(membersQueryOptions(client, 'p'));
  expectTypeOf(members.data).toEqualTypeOf<Schemas['Member'][] | undefined>();
  expectTypeOf(members.error).toEqualTypeOf<PostifyApiError | null>();
});

test('mutationOptions factories type the variables, the answer and the error', () => {
  const invite = useMutation(createInviteMutationOptions(client, queryClient, 'p'));
  expectTypeOf(invite.mutateAsync).parameter(0).toEqualTypeOf<Schemas['CreateInviteRequest']>();
  expectTypeOf(invite.data).toEqualTypeOf<Schemas['Invite'] | undefined>();
  expectTypeOf(invite.error).toEqualTypeOf<PostifyApiError | null>();
  const remove = useMutation(removeMemberMutationOptions(client, queryClient, 'p'));
  // @ts-expect-error a member is removed by its id
  remove.mutate({ id: 'm' });
});

test('withMessage keeps the TanStack result and adds the pt-BR errorMessage', () => {
  const result = withMessage(useQuery(projectsQueryOptions(client)), 'Erro ao carregar projetos');
  expectTypeOf(result).toExtend<WithErrorMessage>();
  expectTypeOf(result.data).toEqualTypeOf<Schemas['Project'][] | undefined>();
});
