import type { Schemas } from '@postify/sdk';

/** A step of the /verify onboarding, in the order the account spec gives. */
export type VerifyStep = 'otp' | 'phone' | 'password' | 'final';

/** The steps the server says are needed (otp, phone, password, in that order), then the final screen. */
export function verifySteps(
  check: Pick<Schemas['VerificationCheck'], 'hasToInputOtp' | 'hasToInputPhone' | 'hasToInputPassword'>,
): VerifyStep[] {
  const steps: VerifyStep[] = [];
  if (check.hasToInputOtp) steps.push('otp');
  if (check.hasToInputPhone) steps.push('phone');
  if (check.hasToInputPassword) steps.push('password');
  steps.push('final');
  return steps;
}
