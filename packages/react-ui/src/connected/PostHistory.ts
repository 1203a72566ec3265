export { ConnectedPostHistory, type ConnectedPostHistoryProps } from '../PostHistory/ConnectedPostHistory';
