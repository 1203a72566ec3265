import type { Widen } from '../i18n/useCopy';
import type { onboardingMessages } from './messages';

/** English of `onboardingMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const onboardingEn: Widen<typeof onboardingMessages> = {
  title: 'Getting started',
  progress: 'Onboarding progress',
  progressValue: '{completed}/{total}',
  openGuide: 'See guide',
  guideTitle: 'Getting started guide',
  start: 'START',
  completed: 'Done',
  steps: 'Steps',
};
