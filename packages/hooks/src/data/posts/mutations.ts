import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { type InfiniteData, mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';
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
 * onboarding progress are re-read. `POST /templates/scheduled`.
 */
export function createTemplateMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Post, PostifyApiError, CreateTemplateInput>({
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
  });
}

/** One occurrence of a post: the post's id and the schedule's. */
export interface ScheduleTarget {
  postId: number;
  scheduleId: number;
}

/** After a change of one occurrence the post's copy in every list is replaced and the calendar re-read. */
function replacePost(queryClient: QueryClient, project: ProjectScope, post: Post) {
  updateCachedPosts(queryClient, project, (posts) => posts.map((p) => (p.id === post.id ? post : p)));
  return queryClient.invalidateQueries({ queryKey: postifyKeys.posts.allScheduled(project) });
}

/** A change of one occurrence of a post, answered with the post as it is now. */
function occurrenceMutationOptions(
  queryClient: QueryClient,
  project: ProjectScope,
  change: (target: ScheduleTarget, headers: ReturnType<typeof projectHeaders>) => Promise<Post>,
) {
  return mutationOptions<Post, PostifyApiError, ScheduleTarget>({
    mutationFn: (target) => change(target, projectHeaders(project)),
    onSuccess: (post) => replacePost(queryClient, project, post),
  });
}

/** 'Tentar novamente': puts a failed occurrence back in the queue (`POST /posts/{id}/schedules/{scheduleId}/retry`). */
export function retryScheduleMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return occurrenceMutationOptions(queryClient, project, ({ postId, scheduleId }, headers) =>
    unwrap(
      client.POST('/posts/{id}/schedules/{scheduleId}/retry', {
        params: { path: { id: postId, scheduleId } },
        headers,
      }),
    ),
  );
}

/** 'Cancelar agendamento': removes one waiting occurrence (`DELETE /posts/{id}/schedules/{scheduleId}`). */
export function cancelScheduleMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return occurrenceMutationOptions(queryClient, project, ({ postId, scheduleId }, headers) =>
    unwrap(
      client.DELETE('/posts/{id}/schedules/{scheduleId}', {
        params: { path: { id: postId, scheduleId } },
        headers,
      }),
    ),
  );
}

/** Saves a post card's edit (`PUT /posts/{id}`); the card's copy in every list is replaced, the calendar re-read. */
export function updatePostMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<Post, PostifyApiError, UpdatePostInput>({
    mutationFn: (input) =>
      unwrap(
        client.PUT('/posts/{id}', {
          params: { path: { id: input.id } },
          body: updatePostFields(input),
          bodySerializer: (fields) => multipart(fields as Record<string, string>, input.media),
          headers: projectHeaders(project),
        }),
      ),
    onSuccess: (post) => replacePost(queryClient, project, post),
  });
}

/** Deletes a post (`DELETE /posts/{id}`): it leaves every list; the calendar and the latest posts are re-read. */
export function deletePostMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<void, PostifyApiError, number>({
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
  });
}
