export { ConnectedPostCard, type ConnectedPostCardProps } from '../PostCard/ConnectedPostCard';
