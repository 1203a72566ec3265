import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { type ProjectScope, postifyKeys } from '../core/keys.js';
import { projectHeaders } from '../core/scope.js';
import { readPaging } from './paging.js';

type Post = Schemas['Post'];

/** The posts list, page by page from page 0 (`GET /posts?page&size`, 15 per page by default). */
export function postsInfiniteQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  size: number = LIMITS.postsPageSize,
) {
  return infiniteQueryOptions<
    Schemas['PostPage'],
    PostifyApiError,
    InfiniteData<Schemas['PostPage'], number>,
    ReturnType<typeof postifyKeys.posts.list>,
    number
  >({
    queryKey: postifyKeys.posts.list(project, size),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.GET('/posts', {
          params: { query: { page: pageParam, size } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
    initialPageParam: LIMITS.firstPage,
    getNextPageParam: (last, _pages, lastParam) => {
      const paging = readPaging(last, lastParam);
      return paging.hasNext ? paging.page + 1 : undefined;
    },
  });
}

/** The dashboard's 'Últimos posts': 5, newest first. */
export function latestPostsQueryOptions(client: PostifyClient, project: ProjectScope) {
  return queryOptions<Post[], PostifyApiError>({
    queryKey: postifyKeys.posts.latest(project),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          client.GET('/posts', {
            params: {
              query: {
                page: LIMITS.firstPage,
                size: LIMITS.dashboardPostsPageSize,
                sort: 'createdAt',
                direction: 'desc',
              },
            },
            headers: projectHeaders(project),
            signal,
          }),
        )
      ).content,
  });
}

/** Posts with a schedule in `[from, to)`, for the calendar week (`GET /posts/scheduled`). */
export function scheduledPostsQueryOptions(
  client: PostifyClient,
  project: ProjectScope,
  from: string,
  to: string,
) {
  return queryOptions<Post[], PostifyApiError>({
    queryKey: postifyKeys.posts.scheduled(project, from, to),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/posts/scheduled', {
          params: { query: { from, to } },
          headers: projectHeaders(project),
          signal,
        }),
      ),
  });
}
