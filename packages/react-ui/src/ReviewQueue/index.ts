export { type ReviewQueueMessages, reviewQueueMessages } from './messages';
export { ReviewDecision, type ReviewDecisionProps } from './ReviewDecision';
export { type ReviewItemPost, ReviewPostItem } from './ReviewPostItem';
export { ReviewQueue, type ReviewQueueProps } from './ReviewQueue';
