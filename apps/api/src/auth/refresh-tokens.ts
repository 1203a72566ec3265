import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { generateToken, hashToken } from './secrets.js';

/** Refresh tokens live 7 days. */
export const refreshTokenTtlMs = 7 * 24 * 60 * 60 * 1000;

/** Issues a refresh token, in a new family unless `familyId` continues a rotation. */
export async function issueRefreshToken(
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + refreshTokenTtlMs),
    })
    .execute();
  return token;
}

/** Revokes every token of a family. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Spends a refresh token and returns its user and a rotated token of the same family; null when it is
 * unknown, expired or revoked. Presenting an already spent token revokes the whole family (theft signal).
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
): Promise<{ userId: string; refreshToken: string } | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at) return null;
  if (row.used_at) {
    await revokeFamily(db, row.family_id);
    return null;
  }
  if (row.expires_at.getTime() <= Date.now()) return null;
  const spent = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id);
    return null;
  }
  return { userId: row.user_id, refreshToken: await issueRefreshToken(db, row.user_id, row.family_id) };
}

/** Revokes the family of `token` (logout); unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id);
}
