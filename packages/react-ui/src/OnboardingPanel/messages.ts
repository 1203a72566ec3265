/** The onboarding panel's and guide's pt-BR copy; override any entry through the `messages` prop. */
export const onboardingMessages = {
  title: 'Primeiros passos',
  progress: 'Progresso do onboarding',
  progressValue: '{completed}/{total}',
  openGuide: 'Ver guia',
  guideTitle: 'Guia de primeiros passos',
  start: 'COMEÇAR',
  completed: 'Concluído',
  steps: 'Passos',
} as const;

/** The shape of the onboarding copy. */
export type OnboardingMessages = { -readonly [K in keyof typeof onboardingMessages]: string };
