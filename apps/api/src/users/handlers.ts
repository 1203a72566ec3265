import type { Schemas } from '@postify/sdk';
import { onboardingCodeSchema, onboardingPhoneSchema, passwordSchema } from '@postify/sdk/schemas';
import { consumeCode, issueCode } from '../auth/codes.js';
import { enforceResendInterval } from '../auth/handlers.js';
import { hashPassword } from '../auth/passwords.js';
import { hashToken } from '../auth/secrets.js';
import { type FieldViolation, forbidden, invalidCode, notFound, unauthorized } from '../http/errors.js';
import { bodyOf, sdkRules } from '../http/rules.js';
import { verifyCodeMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import { type OperationModule, requireUser } from '../openapi/operations.js';
import { acceptPendingInvites } from '../projects/membership.js';
import { completeIfDone, findOnboarding, missingSteps } from './onboarding.js';
import { findUserById, presentUser } from './users.js';

const phoneRules = sdkRules(onboardingPhoneSchema);
const passwordRules = sdkRules(passwordSchema);

/** The signed-in user, the /verify onboarding and profile updates. */
export const userOperations: OperationModule = {
  getCurrentUser: {
    async handle(ctx) {
      const user = await findUserById(ctx.services.db, requireUser(ctx).userId);
      if (!user) throw unauthorized();
      return presentUser(user);
    },
  },

  checkUserToken: {
    async handle(ctx) {
      const onboarding = await findOnboarding(ctx.services.db, String(ctx.params.userToken));
      if (!onboarding) throw notFound(messages.userNotFound);
      return {
        userId: onboarding.user.id,
        email: onboarding.user.email,
        ...missingSteps(onboarding.user, onboarding.otpVerified),
      };
    },
  },

  verifyOnboarding: {
    rules: sdkRules(onboardingCodeSchema),
    async handle(ctx) {
      const body = bodyOf<Schemas['VerifyRequest']>(ctx.body);
      const { db, config } = ctx.services;
      const onboarding = await findOnboarding(db, body.verificationToken);
      if (!onboarding) throw invalidCode();
      const ok = await consumeCode(
        db,
        config.jwtSecret,
        onboarding.user.id,
        'VERIFY',
        body.otp.trim(),
        hashToken(body.verificationToken),
      );
      if (!ok) throw invalidCode();
      const now = new Date();
      await db
        .updateTable('onboarding_tokens')
        .set({ otp_verified_at: now })
        .where('id', '=', onboarding.id)
        .execute();
      const user = await db
        .updateTable('users')
        .set({ email_verified_at: onboarding.user.email_verified_at ?? now })
        .where('id', '=', onboarding.user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await acceptPendingInvites(db, user.id, user.email);
      await completeIfDone(db, onboarding.id, user, true);
      return presentUser(user);
    },
  },

  resendOtp: {
    async handle(ctx) {
      const { token } = bodyOf<Schemas['ResendOtpRequest']>(ctx.body);
      const { db, config } = ctx.services;
      const onboarding = await findOnboarding(db, token);
      if (!onboarding) throw notFound(messages.userNotFound);
      await enforceResendInterval(ctx.services, onboarding.user.id, 'VERIFY');
      const issued = await issueCode(db, config.jwtSecret, onboarding.user.id, 'VERIFY', hashToken(token));
      await ctx.services.mailer.send(verifyCodeMail(onboarding.user.email, issued.code));
      return null;
    },
  },

  updateUser: {
    rules(body) {
      const value = (body ?? {}) as Record<string, unknown>;
      const violations: FieldViolation[] = [];
      if (value.phone !== undefined) violations.push(...phoneRules({ phone: value.phone }));
      if (value.password !== undefined) {
        violations.push(...passwordRules(value.password).map((v) => ({ ...v, field: 'password' })));
      }
      if (value.phone === undefined && value.password === undefined) {
        violations.push({ field: 'phone', message: messages.phoneOrPasswordRequired });
      }
      return violations;
    },
    async handle(ctx) {
      const body = bodyOf<Schemas['UpdateUserRequest']>(ctx.body);
      const { db } = ctx.services;
      const userId = String(ctx.params.userId);
      let onboardingId: string | null = null;
      if (ctx.user) {
        if (ctx.user.userId !== userId) throw forbidden();
      } else {
        const onboarding = body.verificationToken ? await findOnboarding(db, body.verificationToken) : null;
        if (!onboarding?.otpVerified) throw unauthorized();
        if (onboarding.user.id !== userId) throw forbidden();
        onboardingId = onboarding.id;
      }
      const changes: { phone?: string; password_hash?: string; updated_at: Date } = {
        updated_at: new Date(),
      };
      if (body.phone !== undefined) changes.phone = body.phone.trim();
      if (body.password !== undefined) changes.password_hash = await hashPassword(body.password);
      const user = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!user) throw notFound(messages.userNotFound);
      if (onboardingId) await completeIfDone(db, onboardingId, user, true);
      return presentUser(user);
    },
  },
};
