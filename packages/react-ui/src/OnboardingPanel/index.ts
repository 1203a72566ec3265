export {
  ConnectedDashboardSidePanel,
  type ConnectedDashboardSidePanelProps,
} from './ConnectedDashboardSidePanel';
export { ConnectedOnboardingPanel, type ConnectedOnboardingPanelProps } from './ConnectedOnboardingPanel';
export { type OnboardingMessages, onboardingMessages } from './messages';
export { OnboardingPanel, type OnboardingPanelProps } from './OnboardingPanel';
export { type OnboardingStep, onboardingStepTargets } from './steps';
