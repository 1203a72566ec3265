import { useLatestPosts } from '../posts/usePosts.js';
import { useAccountMetrics, useMetricsSelection } from './useMetrics.js';
import { usePlatforms } from './usePlatforms.js';
import { useOnboardingStatus, useReferralShare } from './useProfile.js';

/**
 * The dashboard's data: platforms, metrics of the selected Instagram accounts (the first one until the user
 * chooses, then their remembered choice), the latest posts and the
 * onboarding progress all load once it mounts; the referral data once onboarding is completed.
 */
export function useDashboard() {
  const platforms = usePlatforms();
  const selection = useMetricsSelection(platforms.data ? platforms.accounts : undefined);
  const metrics = useAccountMetrics(selection.selectedIds);
  const latestPosts = useLatestPosts();
  const onboarding = useOnboardingStatus();
  const showReferral = onboarding.data?.isCompleted === true;
  const share = useReferralShare({ enabled: showReferral });
  return { platforms, selection, metrics, latestPosts, onboarding, share, showReferral };
}
