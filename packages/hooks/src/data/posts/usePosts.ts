import { LIMITS } from '@postify/sdk/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId, useCurrentProjectQuery, useSignedIn } from '../core/scope.js';
import { readPaging } from './paging.js';
import { latestPostsQueryOptions, postsInfiniteQueryOptions, scheduledPostsQueryOptions } from './queries.js';

/**
 * 'Todos os posts': pages of 15 from page 0, appended as they load. `loadMore` asks for the next page
 * (pair it with `useInfiniteScrollTrigger`); failure: 'Erro ao buscar posts'.
 */
export function usePosts(options: { size?: number } = {}) {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const query = useInfiniteQuery({
    ...postsInfiniteQueryOptions(client, project, options.size ?? LIMITS.postsPageSize),
    enabled: useSignedIn(),
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return {
    ...withMessage(query, hookMessages.loadPosts),
    posts: pages.flatMap((page) => page.content),
    total: first ? readPaging(first, 0).total : null,
    loadMore,
  };
}

/** The dashboard's latest 5 posts; a failure is only reported through `errorMessage` ('Erro ao buscar posts'). */
export function useLatestPosts() {
  const hookMessages = useHookMessages();
  return withMessage(useCurrentProjectQuery(latestPostsQueryOptions), hookMessages.loadPosts);
}

/** Posts scheduled in a week window (`useWeekWindow().bounds`); failure: 'Erro ao buscar posts'. */
export function useScheduledPosts(bounds: { from: string; to: string }) {
  const hookMessages = useHookMessages();
  return withMessage(
    useCurrentProjectQuery(scheduledPostsQueryOptions, bounds.from, bounds.to),
    hookMessages.loadPosts,
  );
}
