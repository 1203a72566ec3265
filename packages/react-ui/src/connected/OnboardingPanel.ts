export {
  ConnectedDashboardSidePanel,
  type ConnectedDashboardSidePanelProps,
} from '../OnboardingPanel/ConnectedDashboardSidePanel';
export {
  ConnectedOnboardingPanel,
  type ConnectedOnboardingPanelProps,
} from '../OnboardingPanel/ConnectedOnboardingPanel';
