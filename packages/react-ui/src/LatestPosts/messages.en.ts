import type { Widen } from '../i18n/useCopy';
import type { latestPostsMessages } from './messages';

/** English of `latestPostsMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const latestPostsEn: Widen<typeof latestPostsMessages> = {
  title: 'Latest posts',
  viewAll: 'See all',
  loading: 'Loading posts...',
  empty: 'No posts yet',
  emptyHint: 'Create your first post to get started',
  create: 'Create Post',
  list: 'Latest posts, scroll sideways',
  createdAt: 'Created on {date}',
  noCaption: 'No caption',
};
