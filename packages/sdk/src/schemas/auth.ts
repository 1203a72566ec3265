import * as z from 'zod/mini';
import { validationCodes as m } from '../messages.js';
import { emailSchema, passwordSchema, passwordsMatch, requiredText } from './fields.js';
import { LIMITS } from './limits.js';

/** Sign-in step 1: e-mail and password. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string(m.signInPasswordRequired).check(z.minLength(1, m.signInPasswordRequired)),
});

/** Sign-up: full name, e-mail, phone, password under the rules and its confirmation. */
export const signUpSchema = z
  .object({
    name: requiredText(m.nameRequired),
    email: emailSchema,
    phone: requiredText(m.phoneRequired),
    password: passwordSchema,
    confirmPassword: z.string(m.passwordMismatch),
  })
  .check(passwordsMatch());

/** Forgot password, first step: the e-mail. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Reset step: the 6-character code, the new password and its confirmation. */
export const resetPasswordSchema = z
  .object({
    otp: z.string(m.resetCode).check(z.trim(), z.length(LIMITS.codeLength, m.resetCode)),
    password: passwordSchema,
    confirmPassword: z.string(m.passwordMismatch),
  })
  .check(passwordsMatch());

/** A password with its confirmation (onboarding password step, profile change). */
export const passwordConfirmationSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string(m.passwordMismatch) })
  .check(passwordsMatch());

/** A signed-in password change: the current password, the new one and its confirmation. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string(m.currentPasswordRequired).check(z.minLength(1, m.currentPasswordRequired)),
    password: passwordSchema,
    confirmPassword: z.string(m.passwordMismatch),
  })
  .check(passwordsMatch());

/** Onboarding code step: at least 6 characters ('Digite o código de 6 dígitos'). */
export const onboardingCodeSchema = z.object({
  otp: z.string(m.onboardingCode).check(z.trim(), z.minLength(LIMITS.codeLength, m.onboardingCode)),
});

/** Onboarding phone step: at least 10 characters ('Digite um telefone válido'). */
export const onboardingPhoneSchema = z.object({
  phone: z.string(m.onboardingPhone).check(z.trim(), z.minLength(LIMITS.phoneMinLength, m.onboardingPhone)),
});

/** The sign-in code step: exactly six digits. */
export const signInCodeSchema = z.object({
  otp: z.string(m.onboardingCode).check(z.regex(/^\d{6}$/, m.onboardingCode)),
});
