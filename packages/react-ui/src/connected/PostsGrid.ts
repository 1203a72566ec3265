export { ConnectedPostsGrid, type ConnectedPostsGridProps } from '../PostsGrid/ConnectedPostsGrid';
