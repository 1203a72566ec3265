import { useSubscription } from '@postify/hooks';
import { Banner } from '../Banner/Banner';
import { SubscriptionCard, type SubscriptionCardProps } from './SubscriptionCard';

export type ConnectedSubscriptionCardProps = Pick<SubscriptionCardProps, 'timeZone' | 'messages'>;

/** `SubscriptionCard` on `useSubscription`; a failed load shows the server message or 'Erro ao carregar subscription'. */
export function ConnectedSubscriptionCard(props: ConnectedSubscriptionCardProps) {
  const subscription = useSubscription();
  if (subscription.errorMessage) return <Banner tone="danger">{subscription.errorMessage}</Banner>;
  return <SubscriptionCard {...props} subscription={subscription.data} isLoading={subscription.isLoading} />;
}
