import { useBilling } from '@postify/hooks';
import { BillingCard, type BillingCardProps } from './BillingCard';

export type ConnectedBillingCardProps = Pick<BillingCardProps, 'messages'>;

/** `BillingCard` on `useBilling` of `@postify/hooks` (subscription and the prefilled portal address). */
export function ConnectedBillingCard(props: ConnectedBillingCardProps) {
  const billing = useBilling();
  return (
    <BillingCard
      {...props}
      portalUrl={billing.data?.portalUrl}
      hasSubscription={Boolean(billing.data?.subscription)}
      isLoading={billing.isLoading}
      hasError={billing.isError}
    />
  );
}
