export { BillingCard, type BillingCardProps } from './BillingCard';
export { type BillingCardMessages, billingCardMessages } from './messages';
