import { usePosts } from '@postify/hooks';
import { ConnectedPostCard } from '../PostCard/ConnectedPostCard';
import { PostsGrid, type PostsGridProps } from './PostsGrid';

export type ConnectedPostsGridProps = Omit<
  PostsGridProps,
  | 'posts'
  | 'isLoading'
  | 'isLoadingMore'
  | 'hasMore'
  | 'isError'
  | 'onLoadMore'
  | 'onRefresh'
  | 'isRefreshing'
>;

/**
 * `PostsGrid` on `@postify/hooks`: pages of 15 from `usePosts` (`GET /posts`) appended as the scroll
 * passes 90 %, the refresh button re-reading them, and editable `ConnectedPostCard`s by default.
 */
export function ConnectedPostsGrid({
  renderPost = (post) => <ConnectedPostCard post={post} />,
  ...props
}: ConnectedPostsGridProps) {
  const posts = usePosts();
  return (
    <PostsGrid
      {...props}
      renderPost={renderPost}
      posts={posts.posts}
      isLoading={posts.isPending}
      isLoadingMore={posts.isFetchingNextPage}
      hasMore={posts.hasNextPage}
      isError={posts.isError}
      onLoadMore={posts.loadMore}
      onRefresh={() => void posts.refetch()}
      isRefreshing={posts.isRefetching && !posts.isFetchingNextPage}
    />
  );
}
