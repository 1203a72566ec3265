export * from './Button';
export * from './Checkbox';
export * from './CheckboxGroup';
export {
  formatMessage,
  type Messages,
  MessagesProvider,
  type MessagesProviderProps,
  messages,
  useMessages,
} from './messages';
export * from './NumberField';
export * from './PasswordField';
export * from './Spinner';
export * from './Switch';
export * from './TextArea';
export * from './TextField';
export * from './theme';
