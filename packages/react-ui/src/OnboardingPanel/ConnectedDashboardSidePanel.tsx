import { useOnboardingStatus, useReferralShare } from '@postify/hooks';
import { ReferralPanel, type ReferralPanelProps } from '../ReferralPanel';
import { OnboardingPanel, type OnboardingPanelProps } from './OnboardingPanel';

export interface ConnectedDashboardSidePanelProps {
  onboarding?: Omit<OnboardingPanelProps, 'status'>;
  referral?: Omit<ReferralPanelProps, 'share'>;
}

/**
 * The dashboard's side panel on `@postify/hooks`: the onboarding panel while onboarding is not
 * completed, the referral panel (its data read only then) once it is. Failed reads show nothing, as
 * the spec only logs them.
 */
export function ConnectedDashboardSidePanel({ onboarding, referral }: ConnectedDashboardSidePanelProps) {
  const status = useOnboardingStatus();
  const completed = status.data?.isCompleted === true;
  const share = useReferralShare({ enabled: completed });
  if (!status.data) return null;
  if (!completed) return <OnboardingPanel {...onboarding} status={status.data} />;
  return share.data ? <ReferralPanel {...referral} share={share.data} /> : null;
}
