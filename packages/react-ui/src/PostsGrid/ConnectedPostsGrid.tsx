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

// Outside the component: the grid redraws a row's cards only when `renderPost` changes.
const renderConnectedPostCard: NonNullable<PostsGridProps['renderPost']> = (post) => (
  <ConnectedPostCard post={post} />
);

/**
 * `PostsGrid` on `@postify/hooks`: pages of 15 from `usePosts` (`GET /posts`) appended as the scroll
 * passes 90 %, the refresh button re-reading them, and editable `ConnectedPostCard`s by default.
 */
export function ConnectedPostsGrid({
  renderPost = renderConnectedPostCard,
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
