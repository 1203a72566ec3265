export { LatestPosts, type LatestPostsProps } from './LatestPosts';
export { type LatestPostsMessages, latestPostsMessages } from './messages';
