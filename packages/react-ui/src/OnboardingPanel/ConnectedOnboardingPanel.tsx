import { useOnboardingStatus } from '@postify/hooks';
import { OnboardingPanel, type OnboardingPanelProps } from './OnboardingPanel';

export type ConnectedOnboardingPanelProps = Omit<OnboardingPanelProps, 'status'>;

/**
 * `OnboardingPanel` on `@postify/hooks` (`useOnboardingStatus`). It renders nothing until the status is
 * read or once onboarding is completed (the referral panel takes its place), and on a failed read,
 * which the spec only logs.
 */
export function ConnectedOnboardingPanel(props: ConnectedOnboardingPanelProps) {
  const onboarding = useOnboardingStatus();
  if (!onboarding.data || onboarding.data.isCompleted) return null;
  return <OnboardingPanel {...props} status={onboarding.data} />;
}
