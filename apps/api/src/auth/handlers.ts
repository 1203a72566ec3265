import {
  emailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInCodeSchema,
  signInSchema,
  signUpSchema,
} from '@postify/sdk/schemas';
import { inTransaction } from '../db/database.js';
import { ApiError, conflict, invalidCode, rateLimited, unauthorized } from '../http/errors.js';
import { allRules, sdkRules } from '../http/rules.js';
import { loginCodeMail, resetMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { countableReferrer } from '../profile/referral.js';
import { acceptPendingInvites, createOwnedProject, defaultProject } from '../projects/membership.js';
import type { Services } from '../services.js';
import { findUserByEmail, normalizeEmail, presentUser } from '../users/users.js';
import { consumeCode, issueCode, lastCodeSentAt, resendIntervalMs } from './codes.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { limitAuthAttempt } from './rate-limit.js';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  wantsRefreshCookie,
} from './refresh-cookie.js';
import {
  issueRefreshToken,
  revokeOtherFamilies,
  revokeRefreshToken,
  rotateRefreshToken,
} from './refresh-tokens.js';
import { generateToken, hashToken } from './secrets.js';

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);

/** Throws 429 when the last code of `purpose` was sent less than 30 seconds ago. */
export async function enforceResendInterval(
  services: Services,
  userId: string,
  purpose: 'LOGIN' | 'RESET' | 'VERIFY',
) {
  const last = await lastCodeSentAt(services.db, userId, purpose);
  const waitMs = last ? last.getTime() + resendIntervalMs - Date.now() : 0;
  if (waitMs > 0) throw rateLimited(waitMs / 1000, messages.resendTooSoon);
}

/**
 * Signs the user in: an access token bound to a new refresh-token family. In cookie mode the refresh token
 * goes into the HttpOnly cookie and stays out of the answer.
 */
async function startSession(ctx: RequestContext, userId: string) {
  const { refreshToken, familyId } = await issueRefreshToken(ctx.services.db, userId);
  const access = await ctx.services.accessTokens.sign(userId, familyId);
  const session = { accessToken: access.token, accessTokenExpiresAt: access.expiresAt.toISOString() };
  if (!wantsRefreshCookie(ctx.request)) return { ...session, refreshToken };
  setRefreshCookie(ctx.reply, refreshToken);
  return session;
}

/** Sign-in, registration, token refresh, logout and password reset. */
export const authOperations: OperationModule = {
  login: {
    rules: sdkRules(signInSchema),
    async handle(ctx) {
      const body = ctx.body;
      const email = normalizeEmail(body.email);
      await limitAuthAttempt(ctx, 'login', email);
      const user = await findUserByEmail(ctx.services.db, email);
      const valid = await verifyPassword(user?.password_hash ?? null, body.password);
      if (!user || !valid) throw invalidCredentials();
      await enforceResendInterval(ctx.services, user.id, 'LOGIN');
      const issued = await issueCode(ctx.services.db, ctx.services.config.jwtSecret, user.id, 'LOGIN');
      await ctx.services.mailer.send(loginCodeMail(user.email, issued.code));
      return {
        email: user.email,
        codeExpiresAt: issued.expiresAt.toISOString(),
        resendAvailableAt: issued.resendAvailableAt.toISOString(),
      };
    },
  },

  validateLogin: {
    rules: allRules(sdkRules(signInCodeSchema), (body) =>
      sdkRules(emailSchema)((body as { email?: unknown } | null)?.email).map((v) => ({
        ...v,
        field: 'email',
      })),
    ),
    async handle(ctx) {
      const body = ctx.body;
      const email = normalizeEmail(body.email);
      await limitAuthAttempt(ctx, 'code', email);
      const { db, config } = ctx.services;
      const user = await findUserByEmail(db, email);
      if (!user || !(await consumeCode(db, config.jwtSecret, user.id, 'LOGIN', body.otp)))
        throw invalidCode();
      await inTransaction(db, async (tx) => {
        if (!user.email_verified_at) {
          await tx
            .updateTable('users')
            .set({ email_verified_at: new Date() })
            .where('id', '=', user.id)
            .execute();
        }
        await acceptPendingInvites(tx, user.id, user.email);
      });
      return { user: presentUser(user), ...(await startSession(ctx, user.id)) };
    },
  },

  refreshToken: {
    async handle(ctx) {
      const cookieMode = wantsRefreshCookie(ctx.request);
      const presented = cookieMode ? readRefreshCookie(ctx.request) : ctx.body.refreshToken;
      const rotated = presented ? await rotateRefreshToken(ctx.services, presented) : null;
      if (!rotated) throw unauthorized(messages.invalidRefreshToken);
      const access = await ctx.services.accessTokens.sign(rotated.userId, rotated.familyId);
      if (!cookieMode) return { token: access.token, refreshToken: rotated.refreshToken };
      setRefreshCookie(ctx.reply, rotated.refreshToken);
      return { token: access.token };
    },
  },

  logout: {
    async handle(ctx) {
      const cookieMode = wantsRefreshCookie(ctx.request);
      const presented = ctx.body.refreshToken ?? (cookieMode ? readRefreshCookie(ctx.request) : null);
      if (presented) await revokeRefreshToken(ctx.services, presented);
      if (cookieMode) clearRefreshCookie(ctx.reply);
      return null;
    },
  },

  register: {
    rules: sdkRules(signUpSchema),
    async handle(ctx) {
      const body = ctx.body;
      const { db } = ctx.services;
      const email = normalizeEmail(body.email);
      await limitAuthAttempt(ctx, 'signUp', email);
      if (await findUserByEmail(db, email)) throw conflict(messages.emailTaken);
      const passwordHash = await hashPassword(body.password);
      const referredBy = body.referralCode ? await countableReferrer(db, body.referralCode) : null;
      // The account, its first project and the projects it was invited to exist together or not at all.
      const user = await inTransaction(db, async (tx) => {
        const created = await tx
          .insertInto('users')
          .values({
            name: body.name.trim(),
            email,
            phone: body.phone.trim(),
            password_hash: passwordHash,
            referred_by: referredBy,
            updated_at: new Date(),
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!created) return undefined;
        await createOwnedProject(tx, created.id, defaultProject.name, defaultProject.description);
        await acceptPendingInvites(tx, created.id, email);
        return created;
      });
      if (!user) throw conflict(messages.emailTaken);
      ctx.reply.code(201);
      return presentUser(user);
    },
  },

  forgotPassword: {
    rules: sdkRules(forgotPasswordSchema),
    async handle(ctx) {
      const email = normalizeEmail(ctx.body.email);
      await limitAuthAttempt(ctx, 'mail', email, 'reset');
      const { db, config, mailer } = ctx.services;
      // The answer goes out before any lookup or mail: the same answer, in the same time, for every e-mail.
      ctx.services.afterAnswer.run('forgot-password mail', async () => {
        const user = await findUserByEmail(db, email);
        if (!user) return;
        // A code sent less than 30 seconds ago is not replaced.
        const last = await lastCodeSentAt(db, user.id, 'RESET');
        if (last !== null && Date.now() - last.getTime() < resendIntervalMs) return;
        const resetToken = generateToken();
        const issued = await issueCode(db, config.jwtSecret, user.id, 'RESET', hashToken(resetToken));
        const link = `${config.publicAppUrl}/reset-password?resetToken=${encodeURIComponent(resetToken)}&email=${encodeURIComponent(user.email)}`;
        await mailer.send(resetMail(user.email, issued.code, link));
      });
      return { sent: true };
    },
  },

  resetPassword: {
    rules: sdkRules(resetPasswordSchema),
    async handle(ctx) {
      const body = ctx.body;
      const { db, config } = ctx.services;
      const binding = hashToken(body.resetToken);
      const owner = await db
        .selectFrom('one_time_codes')
        .select('user_id')
        .where('purpose', '=', 'RESET')
        .where('binding_hash', '=', binding)
        .executeTakeFirst();
      if (!owner) throw invalidCode();
      await limitAuthAttempt(ctx, 'code', `reset:${owner.user_id}`);
      if (!(await consumeCode(db, config.jwtSecret, owner.user_id, 'RESET', body.otp.trim(), binding)))
        throw invalidCode();
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('users')
          .set({ password_hash: await hashPassword(body.password), updated_at: new Date() })
          .where('id', '=', owner.user_id)
          .execute();
        // A new password ends every session, including a thief's.
        await revokeOtherFamilies(tx, owner.user_id, null);
      });
      ctx.services.sessions.forgetUser(owner.user_id);
      return null;
    },
  },
};
