import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';
import { reviewLinkIdOf } from './queries.js';

/** Turns 'Exigir aprovação' on or off (`PUT /projects/{id}/approval`, OWNER and ADMIN). */
export function updateApprovalSettingsMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  id: string,
) {
  return mutationOptions<Schemas['ApprovalSettings'], PostifyApiError, Schemas['ApprovalSettings']>({
    mutationFn: (body) => unwrap(client.PUT('/projects/{id}/approval', { params: { path: { id } }, body })),
    onSuccess: (settings) => queryClient.setQueryData(postifyKeys.projects.approval(id), settings),
  });
}

/**
 * 'Aprovar' or 'Solicitar alterações' (`POST /posts/{id}/review`): the post leaves the queue when approved,
 * and every posts list, the calendar and its history are read again (an approved post is now scheduled).
 */
export function reviewPostMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  project: ProjectScope,
) {
  return mutationOptions<
    Schemas['Post'],
    PostifyApiError,
    { postId: number } & Schemas['ReviewDecisionRequest']
  >({
    mutationFn: ({ postId, ...body }) =>
      unwrap(
        client.POST('/posts/{id}/review', {
          params: { path: { id: postId } },
          headers: projectHeaders(project),
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postifyKeys.posts.all(project) }),
  });
}

/** Shares posts waiting for review with a client (`POST /projects/{id}/review-links`); it tops the list. */
export function createReviewLinkMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<Schemas['ReviewLink'], PostifyApiError, Schemas['CreateReviewLinkRequest']>({
    mutationFn: (body) =>
      unwrap(client.POST('/projects/{id}/review-links', { params: { path: { id } }, body })),
    onSuccess: (link) =>
      queryClient.setQueryData<Schemas['ReviewLink'][]>(postifyKeys.projects.reviewLinks(id), (old) =>
        old ? [link, ...old] : old,
      ),
  });
}

/** Revokes a review link (`DELETE …/review-links/{linkId}`); the list is read again to show it revoked. */
export function revokeReviewLinkMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (linkId) => {
      await unwrap(
        client.DELETE('/projects/{id}/review-links/{linkId}', { params: { path: { id, linkId } } }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postifyKeys.projects.reviewLinks(id) }),
  });
}

/** A client's decision on one post of the review page (`POST /review/posts/{postId}/decision`). */
export function decideReviewMutationOptions(client: PostifyClient, queryClient: QueryClient, token: string) {
  return mutationOptions<
    Schemas['ReviewPost'],
    PostifyApiError,
    { postId: number } & Schemas['ReviewDecisionRequest']
  >({
    mutationFn: ({ postId, ...body }) =>
      unwrap(
        client.POST('/review/posts/{postId}/decision', {
          params: { path: { postId } },
          headers: { 'X-Review-Token': token },
          body,
        }),
      ),
    onSuccess: (post) =>
      queryClient.setQueryData<Schemas['ReviewPage']>(postifyKeys.review(reviewLinkIdOf(token)), (old) =>
        old ? { ...old, posts: old.posts.map((p) => (p.id === post.id ? post : p)) } : old,
      ),
  });
}
