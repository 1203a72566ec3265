export { type QueueListMessages, queueListMessages } from './messages';
export { QueueList, type QueueListProps } from './QueueList';
