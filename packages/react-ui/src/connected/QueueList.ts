export { ConnectedQueueList, type ConnectedQueueListProps } from '../QueueList/ConnectedQueueList';
