export { ConnectedReviewQueue, type ConnectedReviewQueueProps } from '../ReviewQueue/ConnectedReviewQueue';
