import type { Schemas } from '@postify/sdk';

/** Onboarding with the first step done, as `GET /user/profile/onboarding` answers it. */
export const onboardingStatus: Schemas['OnboardingStatus'] = {
  isCompleted: false,
  completedSteps: 1,
  totalSteps: 4,
  steps: [
    {
      id: 'connect-accounts',
      title: 'Conectar contas',
      description: 'Conecte suas redes sociais para publicar.',
      completed: true,
    },
    {
      id: 'create-post',
      title: 'Criar um post',
      description: 'Crie seu primeiro post com legenda e mídia.',
      completed: false,
    },
    {
      id: 'schedule-post',
      title: 'Agendar um post',
      description: 'Escolha data, horário e contas para publicar.',
      completed: false,
    },
    {
      id: 'invite-friends',
      title: 'Convidar amigos',
      description: 'Indique amigos e ganhe desconto.',
      completed: false,
    },
  ],
};
