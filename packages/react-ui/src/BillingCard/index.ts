export { BillingCard, type BillingCardProps } from './BillingCard';
export { ConnectedBillingCard, type ConnectedBillingCardProps } from './ConnectedBillingCard';
export { type BillingCardMessages, billingCardMessages } from './messages';
