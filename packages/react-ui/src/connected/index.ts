// `@postify/react-ui/connected`: every Connected* component, wired to the Postify API through
// @postify/hooks' data hooks, which need @tanstack/react-query (an optional peer of this package). Each one
// is also alone at `@postify/react-ui/connected/<Component folder>`. The plain entries never import these,
// so they run with only react and react-dom.
export * from './AccountLinking';
export * from './ApiKeysPanel';
export * from './ApprovalSetting';
export * from './BillingCard';
export * from './LatestPosts';
export * from './MetricsChart';
export * from './MetricsSummary';
export * from './OnboardingPanel';
export * from './PostCard';
export * from './PostComposer';
export * from './PostHistory';
export * from './PostImport';
export * from './PostsGrid';
export * from './PricingTable';
export * from './ProjectSwitcher';
export * from './QueueList';
export * from './QueueSlotsEditor';
export * from './ReferralPanel';
export * from './ReviewPage';
export * from './ReviewQueue';
export * from './StorageBrowser';
export * from './StoragePicker';
export * from './SubscriptionCard';
export * from './WebhooksPanel';
export * from './WeekCalendar';
