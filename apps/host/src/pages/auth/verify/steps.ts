import type { Schemas } from '@postify/sdk';

/** An onboarding step of /verify, in the order the account spec gives. */
export type VerifyStep = 'otp' | 'phone' | 'password' | 'final';

/**
 * The steps the server says are needed, then the celebration. Temporary host rule until @postify/hooks ships
 * its onboarding hook, which will own this ordering.
 */
export function verifySteps(check: Schemas['VerificationCheck']): VerifyStep[] {
  const steps: VerifyStep[] = [];
  if (check.hasToInputOtp) steps.push('otp');
  if (check.hasToInputPhone) steps.push('phone');
  if (check.hasToInputPassword) steps.push('password');
  steps.push('final');
  return steps;
}
