import type { Db } from '../db/database.js';
import { linkedAccounts } from '../networks/store.js';
import { referralCount } from './referral.js';

/** What the project and the user have done so far, for the dashboard's onboarding checklist. */
export async function onboardingProgress(db: Db, projectId: string, userId: string) {
  const [account, post, schedule, referrals, invite] = await Promise.all([
    linkedAccounts(db, projectId).select('social_accounts.id').executeTakeFirst(),
    db.selectFrom('posts').select('id').where('project_id', '=', projectId).executeTakeFirst(),
    db.selectFrom('post_schedules').select('id').where('project_id', '=', projectId).executeTakeFirst(),
    referralCount(db, userId),
    db.selectFrom('project_invites').select('id').where('invited_by', '=', userId).executeTakeFirst(),
  ]);
  return {
    linkedAccount: account !== undefined,
    createdPost: post !== undefined,
    scheduledPost: schedule !== undefined,
    // Bringing people in counts both ways: a sign-up through the link or an invite to a project.
    broughtSomeone: referrals > 0 || invite !== undefined,
  };
}
