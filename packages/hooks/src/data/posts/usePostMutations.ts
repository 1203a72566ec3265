import { withServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  createTemplateMutationOptions,
  deletePostMutationOptions,
  updatePostMutationOptions,
} from './mutations.js';

/**
 * Creates a template/post of the current project (multipart: fields, indexed schedules, media). The posts, the
 * calendar and the onboarding progress are re-read. Save failures are only logged by the product: `errorMessage`
 * is the server's.
 */
export function useCreateTemplate() {
  return withServerMessage(useMutationOf(createTemplateMutationOptions, useCurrentProjectId()));
}

/** Saves a post card's edit; the card's copy in every list is replaced, the calendar re-read. */
export function useUpdatePost() {
  return withServerMessage(useMutationOf(updatePostMutationOptions, useCurrentProjectId()));
}

/** Deletes a post: it leaves every list; the calendar and the latest posts are re-read. */
export function useDeletePost() {
  return withServerMessage(useMutationOf(deletePostMutationOptions, useCurrentProjectId()));
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
