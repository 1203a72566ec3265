export { FeedPreview } from './FeedPreview';
