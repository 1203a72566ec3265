export * from './Button';
export {
  formatMessage,
  type Messages,
  MessagesProvider,
  type MessagesProviderProps,
  messages,
  useMessages,
} from './messages';
export * from './Spinner';
export * from './theme';
