import { useSubscription } from '@postify/hooks';
import { useEffect, useRef } from 'react';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { useCopy } from '../i18n/useCopy';
import { errorToast, showToast, type ToastContent } from '../ToastRegion/toastQueue';
import { subscriptionCardMessages } from './messages';
import { SubscriptionCard, type SubscriptionCardProps } from './SubscriptionCard';

export interface ConnectedSubscriptionCardProps extends Pick<SubscriptionCardProps, 'timeZone' | 'messages'> {
  /** Where the failure's toast goes; the shared queue shown by `ToastRegion` by default. */
  toastQueue?: ToastQueue<ToastContent>;
}

/**
 * `SubscriptionCard` on `useSubscription`. A failed load is the error catalogue's toast titled 'Erro' with
 * the server's message or 'Erro ao carregar subscription', and the card stays out of the page.
 */
export function ConnectedSubscriptionCard({ toastQueue, ...props }: ConnectedSubscriptionCardProps) {
  const subscription = useSubscription();
  const { error } = subscription;
  const copy = useCopy('subscriptionCard', subscriptionCardMessages, props.messages);
  const title = copy.loadErrorTitle;
  const fallback = copy.loadError;
  // One toast per failure: re-renders and StrictMode's second effect run see the same error object.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    showToast(errorToast(error, { title, fallback }), toastQueue ? { queue: toastQueue } : {});
  }, [error, title, fallback, toastQueue]);
  if (error) return null;
  return <SubscriptionCard {...props} subscription={subscription.data} isLoading={subscription.isLoading} />;
}
