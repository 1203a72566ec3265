import { hashToken } from '../auth/secrets.js';
import type { Db } from '../db/database.js';
import type { User } from '../db/schema.js';

/** Onboarding links (`/verify?userToken=…`) stay valid for 7 days, the length of the trial. */
export const onboardingTtlMs = 7 * 24 * 60 * 60 * 1000;

/** The open onboarding of a `userToken`, with its user; null when unknown, expired or finished. */
export async function findOnboarding(db: Db, userToken: string) {
  const row = await db
    .selectFrom('onboarding_tokens')
    .innerJoin('users', 'users.id', 'onboarding_tokens.user_id')
    .select([
      'onboarding_tokens.id as onboardingId',
      'onboarding_tokens.otp_verified_at',
      'onboarding_tokens.completed_at',
      'onboarding_tokens.expires_at',
      'users.id as userId',
    ])
    .where('onboarding_tokens.token_hash', '=', hashToken(userToken))
    .executeTakeFirst();
  if (!row || row.completed_at || row.expires_at.getTime() <= Date.now()) return null;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', row.userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.onboardingId,
    // Only a code verified for this very onboarding counts: the userToken travels in the checkout's redirect,
    // so whoever submitted the checkout holds it; only the mailbox owner holds the code.
    otpVerified: row.otp_verified_at !== null,
    user,
  };
}

/** The steps still needed, in the spec's order (otp, phone, password). */
export function missingSteps(user: User, otpVerified: boolean) {
  return {
    hasToInputOtp: !otpVerified,
    hasToInputPhone: !user.phone,
    hasToInputPassword: !user.password_hash,
  };
}

/** Ends the onboarding once nothing is missing: its token stops authorising changes. */
export async function completeIfDone(
  db: Db,
  onboardingId: string,
  user: User,
  otpVerified: boolean,
): Promise<void> {
  const steps = missingSteps(user, otpVerified);
  if (steps.hasToInputOtp || steps.hasToInputPhone || steps.hasToInputPassword) return;
  await db
    .updateTable('onboarding_tokens')
    .set({ completed_at: new Date() })
    .where('id', '=', onboardingId)
    .execute();
}
