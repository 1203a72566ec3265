export * from './AccountLinking';
export * from './ApiKeysPanel';
export * from './ApprovalSetting';
export * from './Avatar';
export * from './Badge';
export * from './Banner';
export * from './BillingCard';
export * from './Breadcrumbs';
export * from './Button';
export * from './Card';
export * from './Checkbox';
export * from './CheckboxGroup';
export * from './ComboBox';
export * from './ConfirmDialog';
export * from './DatePicker';
export * from './Drawer';
export * from './DropZone';
export * from './EmptyState';
export * from './FloatingCreateButton';
export {
  PostifyI18nProvider,
  type PostifyI18nProviderProps,
  type UiNamespace,
  uiEnglish,
  uiNamespaces,
  useCopy,
} from './i18n';
export { formatMessage } from './i18n/format';
export * from './LatestPosts';
export * from './LinkButton';
export * from './Menu';
export * from './MetricsChart';
export * from './MetricsSummary';
export * from './Modal';
export {
  type Messages,
  MessagesProvider,
  type MessagesProviderProps,
  messages,
  useMessages,
} from './messages';
export * from './NetworkIcon';
export * from './NetworkVersions';
export * from './NumberField';
export * from './OnboardingPanel';
export * from './OtpInput';
export * from './PasswordField';
export * from './PostCard';
export * from './PostComposer';
export * from './PostHistory';
export * from './PostImport';
export * from './PostsGrid';
export * from './PricingTable';
export * from './ProgressBar';
export * from './ProgressRing';
export * from './ProjectSwitcher';
export * from './previews';
export * from './QueueList';
export * from './QueueSlotsEditor';
export * from './RecoveryScreen';
export * from './ReferralPanel';
export * from './ReviewPage';
export * from './ReviewQueue';
export * from './RouterProvider';
export * from './ScheduleEditor';
export * from './ScheduleStatusList';
export * from './Select';
export * from './Skeleton';
export * from './Spinner';
export * from './StorageBrowser';
export * from './StoragePicker';
export * from './SubscriptionCard';
export * from './Switch';
export * from './Table';
export * from './Tabs';
export * from './TextArea';
export * from './TextField';
export * from './TikTokPostSettings';
export * from './TimeSelect';
export * from './ToastRegion';
export * from './theme';
export * from './WebhooksPanel';
export * from './WeekCalendar';
