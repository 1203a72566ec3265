export { ConnectedBillingCard, type ConnectedBillingCardProps } from '../BillingCard/ConnectedBillingCard';
