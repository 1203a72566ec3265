import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withServerMessage } from '../core/errors.js';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders, useCurrentProjectId } from '../core/scope.js';
import {
  type CreateTemplateInput,
  multipart,
  templateFormFields,
  type UpdatePostInput,
  updatePostFields,
} from './forms.js';

type Post = Schemas['Post'];

/** Applies `update` to every cached copy of the posts list and the latest posts of `project`. */
function updateCachedPosts(
  queryClient: QueryClient,
  project: ProjectScope,
  update: (posts: Post[]) => Post[],
) {
  queryClient.setQueriesData<InfiniteData<Schemas['PostPage']>>(
    { queryKey: postifyKeys.posts.lists(project) },
    (old) =>
      old ? { ...old, pages: old.pages.map((page) => ({ ...page, content: update(page.content) })) } : old,
  );
  queryClient.setQueriesData<Post[]>({ queryKey: postifyKeys.posts.latest(project) }, (old) =>
    old ? update(old) : old,
  );
}

/**
 * Creates a template/post (multipart: fields, indexed schedules, media). The posts, the calendar and the
 * onboarding progress are re-read. Save failures are only logged by the product: `errorMessage` is the server's.
 */
export function useCreateTemplate() {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withServerMessage(
    useMutation<Post, PostifyApiError, CreateTemplateInput>({
      mutationFn: (input) =>
        unwrap(
          client.POST('/templates/scheduled', {
            body: templateFormFields(input) as Schemas['CreateTemplateForm'],
            bodySerializer: (fields) => multipart(fields as Record<string, string>, input.media),
            headers: projectHeaders(project),
          }),
        ),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
          queryClient.invalidateQueries({ queryKey: postifyKeys.profile.onboarding() }),
        ]),
    }),
  );
}

/** Saves a post card's edit; the card's copy in every list is replaced, the calendar re-read. */
export function useUpdatePost() {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withServerMessage(
    useMutation<Post, PostifyApiError, UpdatePostInput>({
      mutationFn: (input) =>
        unwrap(
          client.PUT('/posts/{id}', {
            params: { path: { id: input.id } },
            body: updatePostFields(input),
            bodySerializer: (fields) => multipart(fields as Record<string, string>, input.media),
            headers: projectHeaders(project),
          }),
        ),
      onSuccess: (post) => {
        updateCachedPosts(queryClient, project, (posts) => posts.map((p) => (p.id === post.id ? post : p)));
        return queryClient.invalidateQueries({ queryKey: postifyKeys.posts.allScheduled(project) });
      },
    }),
  );
}

/** Deletes a post: it leaves every list; the calendar and the latest posts are re-read. */
export function useDeletePost() {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withServerMessage(
    useMutation<void, PostifyApiError, number>({
      mutationFn: async (id) => {
        await client.DELETE('/posts/{id}', { params: { path: { id } }, headers: projectHeaders(project) });
      },
      onSuccess: (_, id) => {
        updateCachedPosts(queryClient, project, (posts) => posts.filter((p) => p.id !== id));
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: postifyKeys.posts.allScheduled(project) }),
          queryClient.invalidateQueries({ queryKey: postifyKeys.posts.latest(project) }),
        ]);
      },
    }),
  );
}

/** One occurrence of a post: the post's id and the schedule's. */
export interface ScheduleTarget {
  postId: number;
  scheduleId: number;
}

/** After a change of one occurrence: the post's copy in every list is replaced and the calendar re-read. */
function useOccurrenceMutation(
  call: (
    client: ReturnType<typeof usePostifyClient>,
    target: ScheduleTarget,
    headers: ReturnType<typeof projectHeaders>,
  ) => Promise<Post>,
) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const queryClient = useQueryClient();
  return withServerMessage(
    useMutation<Post, PostifyApiError, ScheduleTarget>({
      mutationFn: (target) => call(client, target, projectHeaders(project)),
      onSuccess: (post) => {
        updateCachedPosts(queryClient, project, (posts) => posts.map((p) => (p.id === post.id ? post : p)));
        return queryClient.invalidateQueries({ queryKey: postifyKeys.posts.allScheduled(project) });
      },
    }),
  );
}

/**
 * 'Tentar novamente': puts a failed occurrence back in the queue (`POST …/schedules/{scheduleId}/retry`).
 * `errorMessage` is the server's pt-BR refusal, e.g. 'Reconecte a conta antes de tentar novamente.'.
 */
export function useRetrySchedule() {
  return useOccurrenceMutation((client, { postId, scheduleId }, headers) =>
    unwrap(
      client.POST('/posts/{id}/schedules/{scheduleId}/retry', {
        params: { path: { id: postId, scheduleId } },
        headers,
      }),
    ),
  );
}

/**
 * 'Cancelar agendamento': removes one waiting occurrence (`DELETE …/schedules/{scheduleId}`); the post
 * stays, as a draft once its last occurrence is cancelled.
 */
export function useCancelSchedule() {
  return useOccurrenceMutation((client, { postId, scheduleId }, headers) =>
    unwrap(
      client.DELETE('/posts/{id}/schedules/{scheduleId}', {
        params: { path: { id: postId, scheduleId } },
        headers,
      }),
    ),
  );
}
