import type { Schemas } from '@postify/sdk';

/** An onboarding step as the status lists it. */
export type OnboardingStep = Schemas['OnboardingStep'];

/** Where each step's 'COMEÇAR' leads (publishing spec, dashboard); inviting friends has no navigation. */
export const onboardingStepTargets: Readonly<Record<OnboardingStep['id'], string | null>> = {
  'connect-accounts': '/settings',
  'create-post': '/posts/create',
  'schedule-post': '/calendar',
  'invite-friends': null,
};
