export { type PostHistoryMessages, postHistoryMessages } from './messages';
export { PostHistory, type PostHistoryProps } from './PostHistory';
