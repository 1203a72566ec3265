export { type SubscriptionCardMessages, subscriptionCardMessages } from './messages';
export {
  isTrialActive,
  type Subscription,
  SubscriptionCard,
  type SubscriptionCardProps,
} from './SubscriptionCard';
