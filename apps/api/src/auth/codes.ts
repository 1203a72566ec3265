import { LIMITS } from '@postify/sdk/schemas';
import { type Db, inTransaction } from '../db/database.js';
import type { CodePurpose } from '../db/schema.js';
import { generateCode, hashCode, safeEqualHex } from './secrets.js';

/** Codes expire after 10 minutes. */
export const codeTtlMs = 10 * 60 * 1000;
/** The fifth wrong try locks the code. */
export const maxCodeAttempts = 5;
/** A new code may be sent 30 seconds after the previous one (the console's countdown reads the same limit). */
export const resendIntervalMs = LIMITS.codeResendIntervalMs;

/** An issued code: the clear code goes into the e-mail only. */
export interface IssuedCode {
  code: string;
  expiresAt: Date;
  resendAvailableAt: Date;
}

/**
 * Issues a code for `purpose`, invalidating every earlier open code of the same purpose, so a code only
 * works for the attempt it was sent for. `bindingHash` ties it to a token (reset or onboarding).
 */
export async function issueCode(
  db: Db,
  secret: string,
  userId: string,
  purpose: CodePurpose,
  bindingHash: string | null = null,
): Promise<IssuedCode> {
  const code = generateCode();
  const now = Date.now();
  const expiresAt = new Date(now + codeTtlMs);
  await inTransaction(db, async (tx) => {
    await tx
      .updateTable('one_time_codes')
      .set({ invalidated_at: new Date(now) })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('invalidated_at', 'is', null)
      .execute();
    await tx
      .insertInto('one_time_codes')
      .values({
        user_id: userId,
        purpose,
        code_hash: hashCode(secret, code),
        binding_hash: bindingHash,
        expires_at: expiresAt,
      })
      .execute();
  });
  return { code, expiresAt, resendAvailableAt: new Date(now + resendIntervalMs) };
}

/**
 * When the last code of `purpose` was sent to the user, or null when there is none or it has been used:
 * the wait between codes stops resends, not a user who signed in, signed out and signs in again.
 */
export async function lastCodeSentAt(db: Db, userId: string, purpose: CodePurpose): Promise<Date | null> {
  const row = await db
    .selectFrom('one_time_codes')
    .select(['created_at', 'used_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && !row.used_at ? row.created_at : null;
}

/**
 * Consumes the open code of `purpose` if `code` matches (constant-time). Every try is counted before the
 * comparison, in the same statement that checks the cap, so parallel guesses cannot share a count: at most
 * five tries ever reach the comparison. Expired, used, locked or unbound codes never match.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  userId: string,
  purpose: CodePurpose,
  code: string,
  bindingHash: string | null = null,
): Promise<boolean> {
  const open = db
    .selectFrom('one_time_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1);
  const tried = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', open)
    .where('failed_attempts', '<', maxCodeAttempts)
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['id', 'code_hash', 'binding_hash', 'failed_attempts'])
    .executeTakeFirst();
  if (!tried) return false;
  const bindingMatches =
    bindingHash === null ? tried.binding_hash === null : tried.binding_hash === bindingHash;
  const codeMatches = safeEqualHex(tried.code_hash, hashCode(secret, code));
  if (!codeMatches || !bindingMatches) {
    if (tried.failed_attempts >= maxCodeAttempts) {
      await db
        .updateTable('one_time_codes')
        .set({ invalidated_at: new Date() })
        .where('id', '=', tried.id)
        .execute();
    }
    return false;
  }
  // The right code was not a failure; the conditional update keeps it single-use when two requests race.
  const used = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ used_at: new Date(), failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', tried.id)
    .where('used_at', 'is', null)
    .where('invalidated_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
