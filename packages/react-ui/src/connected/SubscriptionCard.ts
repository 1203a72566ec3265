export {
  ConnectedSubscriptionCard,
  type ConnectedSubscriptionCardProps,
} from '../SubscriptionCard/ConnectedSubscriptionCard';
