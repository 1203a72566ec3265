export { type OnboardingMessages, onboardingMessages } from './messages';
export { OnboardingPanel, type OnboardingPanelProps } from './OnboardingPanel';
export { type OnboardingStep, onboardingStepTargets } from './steps';
