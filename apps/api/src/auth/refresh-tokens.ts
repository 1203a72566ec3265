import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { generateToken, hashToken } from './secrets.js';

/** Refresh tokens live 7 days (sliding: each rotation starts a new 7 days). */
export const refreshTokenTtlMs = 7 * 24 * 60 * 60 * 1000;
/** A session (refresh-token family) ends 30 days after sign-in, however often it is refreshed. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** An issued refresh token and its family, which is the session id carried in access tokens. */
export interface IssuedRefreshToken {
  refreshToken: string;
  familyId: string;
}

/**
 * Issues a refresh token, in a new family unless `familyId` continues a rotation that started at
 * `familyStartedAt`; it never outlives the family's 30 days.
 */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
  familyStartedAt: Date = new Date(),
): Promise<IssuedRefreshToken> {
  const token = generateToken();
  const expiresAt = Math.min(Date.now() + refreshTokenTtlMs, familyStartedAt.getTime() + sessionLifetimeMs);
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      expires_at: new Date(expiresAt),
    })
    .execute();
  return { refreshToken: token, familyId };
}

/** What revoking a session needs: the database, and the instance's memory of standing sessions. */
type Revoking = Pick<Services, 'db' | 'sessions'>;

/** Revokes every token of the user's family `familyId`; its access tokens are refused from then on. */
async function revokeFamily({ db, sessions }: Revoking, userId: string, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  sessions.forgetUser(userId);
}

/**
 * Revokes every session of the user but `keepFamilyId` (the caller's own, when known). Run inside a
 * transaction: the caller tells `sessions.forgetUser` once it committed.
 */
export async function revokeOtherFamilies(
  db: Db,
  userId: string,
  keepFamilyId: string | null,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

/**
 * Spends a refresh token and returns its user and a rotated token of the same family; null when it is
 * unknown, expired, revoked or its family is older than 30 days. Presenting an already spent token revokes
 * the whole family (theft signal).
 */
export async function rotateRefreshToken(
  services: Revoking,
  token: string,
): Promise<(IssuedRefreshToken & { userId: string }) | null> {
  const { db } = services;
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  if (row.used_at) {
    await revokeFamily(services, row.user_id, row.family_id);
    return null;
  }
  if (row.expires_at.getTime() <= Date.now()) return null;
  // The family started with its first token: the sign-in.
  const family = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', row.family_id)
    .executeTakeFirstOrThrow();
  const startedAt = new Date(family.started_at);
  if (startedAt.getTime() + sessionLifetimeMs <= Date.now()) {
    await revokeFamily(services, row.user_id, row.family_id);
    return null;
  }
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    await revokeFamily(services, row.user_id, row.family_id);
    return null;
  }
  return { userId: row.user_id, ...(await issueRefreshToken(db, row.user_id, row.family_id, startedAt)) };
}

/** Revokes the family of `token` (logout); unknown tokens are ignored. */
export async function revokeRefreshToken(services: Revoking, token: string): Promise<void> {
  const row = await services.db
    .selectFrom('refresh_tokens')
    .select(['user_id', 'family_id'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(services, row.user_id, row.family_id);
}
