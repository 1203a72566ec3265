import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useHookMessages } from '../core/messages.js';
import { useSignedIn } from '../core/scope.js';
import { billingQueryOptions, subscriptionQueryOptions } from './queries.js';

/** The user's subscription; a failure reads the server message or 'Erro ao carregar subscription'. */
export function useSubscription() {
  const hookMessages = useHookMessages();
  const query = useQuery({ ...subscriptionQueryOptions(usePostifyClient()), enabled: useSignedIn() });
  return {
    ...query,
    errorMessage: query.error ? hookMessages.serverMessage(query.error, hookMessages.loadSubscription) : null,
  };
}

/**
 * The billing screen: subscription and portal address. `errorMessage` is the screen's load failure;
 * `portalBlockedMessage` explains a disabled portal button (no subscription).
 */
export function useBilling() {
  const hookMessages = useHookMessages();
  const query = useQuery({ ...billingQueryOptions(usePostifyClient()), enabled: useSignedIn() });
  return {
    ...query,
    errorMessage: query.error ? hookMessages.loadBilling : null,
    canOpenPortal: Boolean(query.data?.subscription && query.data.portalUrl),
    portalBlockedMessage: query.data && !query.data.subscription ? hookMessages.noSubscription : null,
  };
}
