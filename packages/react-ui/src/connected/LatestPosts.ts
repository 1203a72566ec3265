export { ConnectedLatestPosts, type ConnectedLatestPostsProps } from '../LatestPosts/ConnectedLatestPosts';
