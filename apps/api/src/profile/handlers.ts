import type { Schemas } from '@postify/sdk';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject } from '../projects/access.js';
import { referralCodeOf, referralCount, referralProgramme } from './referral.js';

const steps = [
  { id: 'connect-accounts', title: 'Conecte suas redes', description: 'Vincule sua primeira conta social.' },
  { id: 'create-post', title: 'Crie um post', description: 'Escreva sua primeira legenda e adicione mídia.' },
  { id: 'schedule-post', title: 'Agende um post', description: 'Escolha data e hora para publicar.' },
  { id: 'invite-friends', title: 'Convide amigos', description: 'Compartilhe seu link de indicação.' },
] as const;

/** The dashboard's onboarding checklist and referral share data. */
export const profileOperations: OperationModule = {
  getOnboardingStatus: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db } = ctx.services;
      const [account, post, schedule, referrals, invite] = await Promise.all([
        db
          .selectFrom('social_accounts')
          .select('id')
          .where('project_id', '=', access.projectId)
          .where('unlinked_at', 'is', null)
          .executeTakeFirst(),
        db.selectFrom('posts').select('id').where('project_id', '=', access.projectId).executeTakeFirst(),
        db
          .selectFrom('post_schedules')
          .select('id')
          .where('project_id', '=', access.projectId)
          .executeTakeFirst(),
        referralCount(db, access.userId),
        db
          .selectFrom('project_invites')
          .select('id')
          .where('invited_by', '=', access.userId)
          .executeTakeFirst(),
      ]);
      const done: Record<(typeof steps)[number]['id'], boolean> = {
        'connect-accounts': account !== undefined,
        'create-post': post !== undefined,
        'schedule-post': schedule !== undefined,
        // Bringing people in counts both ways: a sign-up through the link or an invite to a project.
        'invite-friends': referrals > 0 || invite !== undefined,
      };
      const list = steps.map((step): Schemas['OnboardingStep'] => ({ ...step, completed: done[step.id] }));
      const completedSteps = list.filter((step) => step.completed).length;
      return {
        isCompleted: completedSteps === list.length,
        completedSteps,
        totalSteps: list.length,
        steps: list,
      };
    },
  },

  getShareData: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db, config } = ctx.services;
      const referralCode = await referralCodeOf(db, access.userId);
      return {
        shareUrl: `${config.publicAppUrl}/signup?ref=${encodeURIComponent(referralCode)}`,
        referralCode,
        rewardPercentage: referralProgramme.rewardPercentage,
        maxReferrals: referralProgramme.maxReferrals,
        referralCount: await referralCount(db, access.userId),
      } satisfies Schemas['ShareData'];
    },
  },
};
