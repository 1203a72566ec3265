export { ConnectedPostsGrid, type ConnectedPostsGridProps } from './ConnectedPostsGrid';
export { type PostsGridMessages, postsGridMessages } from './messages';
export { PostsGrid, type PostsGridProps } from './PostsGrid';
