import { useLatestPosts } from '@postify/hooks';
import { LatestPosts, type LatestPostsProps } from './LatestPosts';

export type ConnectedLatestPostsProps = Omit<LatestPostsProps, 'posts' | 'isLoading'>;

/**
 * `LatestPosts` on `@postify/hooks`: the 5 newest posts from `useLatestPosts`. A failed read shows the
 * empty state, since the spec only logs dashboard failures.
 */
export function ConnectedLatestPosts(props: ConnectedLatestPostsProps) {
  const latest = useLatestPosts();
  return <LatestPosts {...props} posts={latest.data ?? []} isLoading={latest.isPending} />;
}
