import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';

/** The review link's id: the part of its token before the signature (no secret on its own). */
export const reviewLinkIdOf = (token: string) => token.split('.')[0] ?? '';

/** 'Exigir aprovação' of a project (`GET /projects/{id}/approval`), readable by every member. */
export function approvalSettingsQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['ApprovalSettings'], PostifyApiError>({
    queryKey: postifyKeys.projects.approval(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/approval', { params: { path: { id } }, signal })),
  });
}

/** The posts waiting for review (`GET /posts/review-queue`, OWNER and ADMIN), the longest waiting first. */
export function reviewQueueQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<Schemas['Post'][], PostifyApiError>({
    queryKey: postifyKeys.posts.reviewQueue(project),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/posts/review-queue', { headers: projectHeaders(project), signal })),
  });
}

/** A post's history, oldest first (`GET /posts/{id}/history`). */
export function postHistoryQueryOptions(client: PostifyClient, project: ProjectScope, postId: number) {
  return queryOptions<Schemas['PostEvent'][], PostifyApiError>({
    queryKey: postifyKeys.posts.history(project, postId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/posts/{id}/history', {
          params: { path: { id: postId } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
  });
}

/** The review links a project shared (`GET /projects/{id}/review-links`, OWNER and ADMIN). */
export function reviewLinksQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['ReviewLink'][], PostifyApiError>({
    queryKey: postifyKeys.projects.reviewLinks(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/review-links', { params: { path: { id } }, signal })),
  });
}

/** The public review page of a link (`GET /review` with `X-Review-Token`); no session needed. */
export function reviewPageQueryOptions(client: PostifyClient, token: string) {
  return queryOptions<Schemas['ReviewPage'], PostifyApiError>({
    queryKey: postifyKeys.review(reviewLinkIdOf(token)),
    queryFn: ({ signal }) => unwrap(client.GET('/review', { headers: { 'X-Review-Token': token }, signal })),
    // An expired or revoked link answers the same on a retry.
    retry: false,
  });
}
