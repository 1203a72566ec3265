import type { Schemas } from '@postify/sdk';
import type { onboardingProgress } from './store.js';

const steps = [
  { id: 'connect-accounts', title: 'Conecte suas redes', description: 'Vincule sua primeira conta social.' },
  { id: 'create-post', title: 'Crie um post', description: 'Escreva sua primeira legenda e adicione mídia.' },
  { id: 'schedule-post', title: 'Agende um post', description: 'Escolha data e hora para publicar.' },
  { id: 'invite-friends', title: 'Convide amigos', description: 'Compartilhe seu link de indicação.' },
] as const;

/** The onboarding checklist as the contract's `OnboardingStatus`. */
export function presentOnboarding(
  progress: Awaited<ReturnType<typeof onboardingProgress>>,
): Schemas['OnboardingStatus'] {
  const done: Record<(typeof steps)[number]['id'], boolean> = {
    'connect-accounts': progress.linkedAccount,
    'create-post': progress.createdPost,
    'schedule-post': progress.scheduledPost,
    'invite-friends': progress.broughtSomeone,
  };
  const list = steps.map((step): Schemas['OnboardingStep'] => ({ ...step, completed: done[step.id] }));
  const completedSteps = list.filter((step) => step.completed).length;
  return {
    isCompleted: completedSteps === list.length,
    completedSteps,
    totalSteps: list.length,
    steps: list,
  };
}
