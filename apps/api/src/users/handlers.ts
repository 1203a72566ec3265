import {
  onboardingCodeSchema,
  onboardingPhoneSchema,
  passwordSchema,
  sdkMessages,
} from '@postify/sdk/schemas';
import { consumeCode, issueCode } from '../auth/codes.js';
import { enforceResendInterval } from '../auth/handlers.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { limitAuthAttempt, limitPerAccount, limitPerIp } from '../auth/rate-limit.js';
import { revokeOtherFamilies } from '../auth/refresh-tokens.js';
import { hashToken } from '../auth/secrets.js';
import { inTransaction } from '../db/database.js';
import {
  type FieldViolation,
  forbidden,
  invalidCode,
  notFound,
  unauthorized,
  validationError,
} from '../http/errors.js';
import { sdkRules } from '../http/rules.js';
import { verifyCodeMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { acceptPendingInvites } from '../projects/membership.js';
import { completeIfDone, findOnboarding, missingSteps } from './onboarding.js';
import { findUserById, presentUser } from './users.js';

const phoneRules = sdkRules(onboardingPhoneSchema);
const passwordRules = sdkRules(passwordSchema);

/** Refuses a signed-in password change whose `currentPassword` is missing or wrong (limited like sign-in). */
async function requireCurrentPassword(ctx: RequestContext, currentPassword: string | undefined) {
  const user = ctx.user ? await findUserById(ctx.services.db, ctx.user.userId) : undefined;
  if (!user) throw unauthorized();
  if (!currentPassword) {
    throw validationError([{ field: 'currentPassword', message: sdkMessages.currentPasswordRequired }]);
  }
  await limitAuthAttempt(ctx, 'login', user.email, 'password-change');
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw validationError([{ field: 'currentPassword', message: sdkMessages.currentPasswordWrong }]);
  }
}

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
      const onboarding = await findOnboarding(ctx.services.db, ctx.params.userToken);
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
      const body = ctx.body;
      const { db, config } = ctx.services;
      await limitPerIp(ctx, 'code', 'verify');
      const onboarding = await findOnboarding(db, body.verificationToken);
      if (!onboarding) throw invalidCode();
      await limitPerAccount(ctx, 'code', onboarding.user.id, 'verify');
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
      const user = await inTransaction(db, async (tx) => {
        await tx
          .updateTable('onboarding_tokens')
          .set({ otp_verified_at: now })
          .where('id', '=', onboarding.id)
          .execute();
        const verified = await tx
          .updateTable('users')
          .set({ email_verified_at: onboarding.user.email_verified_at ?? now })
          .where('id', '=', onboarding.user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await acceptPendingInvites(tx, verified.id, verified.email);
        await completeIfDone(tx, onboarding.id, verified, true);
        return verified;
      });
      return presentUser(user);
    },
  },

  resendOtp: {
    async handle(ctx) {
      const { token } = ctx.body;
      const { db, config } = ctx.services;
      await limitPerIp(ctx, 'mail', 'resend');
      const onboarding = await findOnboarding(db, token);
      if (!onboarding) throw notFound(messages.userNotFound);
      await limitPerAccount(ctx, 'mail', onboarding.user.id, 'resend');
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
      const body = ctx.body;
      const { db } = ctx.services;
      const userId = ctx.params.userId;
      let onboardingId: string | null = null;
      if (ctx.user) {
        if (ctx.user.userId !== userId) throw forbidden();
        // A signed-in password change proves the password too: an access token alone (stolen, or a
        // device left open) must not take the account over.
        if (body.password !== undefined) await requireCurrentPassword(ctx, body.currentPassword);
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
      const user = await db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('users')
          .set(changes)
          .where('id', '=', userId)
          .returningAll()
          .executeTakeFirst();
        // A new password ends every other session; the one that changed it stays signed in.
        if (updated && changes.password_hash) {
          await revokeOtherFamilies(tx, userId, ctx.user?.sessionId ?? null);
        }
        return updated;
      });
      if (changes.password_hash) ctx.services.sessions.forgetUser(userId);
      if (!user) throw notFound(messages.userNotFound);
      if (onboardingId) await completeIfDone(db, onboardingId, user, true);
      return presentUser(user);
    },
  },
};
