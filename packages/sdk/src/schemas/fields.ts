import * as z from 'zod/mini';
import { validationCodes as m } from '../messages.js';
import { LIMITS } from './limits.js';

/** A required text field: non-empty once surrounding spaces are removed, then meeting `checks` (limits…). */
export function requiredText(message: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z.string(message).check(z.trim(), z.minLength(1, message), ...checks);
}

// zod's own e-mail pattern, applied as a plain string check: z.email() costs ~150 B more gzipped.
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** E-mail address ('Email inválido'); surrounding spaces are removed first. */
export const emailSchema = z.string(m.email).check(z.trim(), z.regex(emailPattern, m.email));

/** The password rules of sign-up, reset and onboarding, each failure with its own pt-BR message. */
export const passwordSchema = z
  .string(m.passwordMin)
  .check(
    z.minLength(LIMITS.passwordMinLength, m.passwordMin),
    z.maxLength(LIMITS.passwordMaxLength, m.passwordMax),
    z.regex(/\p{Lu}/u, m.passwordUppercase),
    z.regex(/\p{Ll}/u, m.passwordLowercase),
    z.regex(/\p{Nd}/u, m.passwordDigit),
    z.regex(/[^\p{L}\p{N}\s]/u, m.passwordSpecial),
  );

/** Adds 'As senhas não coincidem' on `confirmPassword` when it differs from `password`. */
export function passwordsMatch<T extends { password: string; confirmPassword: string }>() {
  return z.refine<T>((value) => value.password === value.confirmPassword, {
    error: m.passwordMismatch,
    path: ['confirmPassword'],
    // Show the mismatch even while the password itself still breaks a rule.
    when: (payload) => {
      const value = payload.value as Partial<T> | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
}
