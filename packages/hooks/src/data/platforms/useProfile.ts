import { LIMITS } from '@postify/sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useSignedIn } from '../core/scope.js';
import { onboardingStatusQueryOptions, referralShareQueryOptions } from './queries.js';

/** The onboarding panel's progress (4 steps by default); failure: 'Erro ao buscar onboarding'. */
export function useOnboardingStatus() {
  const hookMessages = useHookMessages();
  const query = useQuery({ ...onboardingStatusQueryOptions(usePostifyClient()), enabled: useSignedIn() });
  return {
    ...withMessage(query, hookMessages.loadOnboarding),
    totalSteps: query.data?.totalSteps ?? LIMITS.onboardingSteps,
    completedSteps: query.data?.completedSteps ?? 0,
  };
}

/** The referral panel's data; by default read only once onboarding is completed (the panel shows then). */
export function useReferralShare(options: { enabled?: boolean } = {}) {
  const hookMessages = useHookMessages();
  const query = useQuery({
    ...referralShareQueryOptions(usePostifyClient()),
    enabled: useSignedIn() && (options.enabled ?? true),
  });
  return withMessage(query, hookMessages.loadShare);
}
