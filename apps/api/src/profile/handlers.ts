import type { Schemas } from '@postify/sdk';
import type { OperationModule } from '../openapi/operations.js';
import { requireProject } from '../projects/access.js';
import { presentOnboarding } from './present.js';
import { referralCodeOf, referralCount, referralProgramme } from './referral.js';
import { onboardingProgress } from './store.js';

/** The dashboard's onboarding checklist and referral share data. */
export const profileOperations: OperationModule = {
  getOnboardingStatus: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      return presentOnboarding(await onboardingProgress(ctx.services.db, access.projectId, access.userId));
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
