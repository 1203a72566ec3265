import type { Widen } from '../i18n/useCopy';
import type { postsGridMessages } from './messages';

/** English of `postsGridMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const postsGridEn: Widen<typeof postsGridMessages> = {
  title: 'All posts',
  list: 'Post list',
  refresh: 'Refresh',
  empty: 'No posts found',
  emptyHint: 'Start by creating your first post!',
  loading: 'Loading posts...',
  loadingMore: 'Loading more posts...',
  error: 'Could not load the posts',
  newPost: 'New Post',
};
