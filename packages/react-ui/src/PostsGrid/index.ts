export { type PostsGridMessages, postsGridMessages } from './messages';
export { PostsGrid, type PostsGridProps } from './PostsGrid';
