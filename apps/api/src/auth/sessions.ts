import type { Db } from '../db/database.js';
import { rememberLookups } from '../db/remembered-lookups.js';

/**
 * How long an instance trusts that a session still stands. The instance that revokes a session forgets it
 * at once; the others refuse its access tokens within this time.
 */
export const activeSessionTtlMs = 2_000;
/** Sessions remembered at most (one per signed-in browser that called this instance lately). */
const maxCachedSessions = 10_000;

/** Whether the session (refresh-token family) behind an access token still stands. */
export interface ActiveSessions {
  isActive(sessionId: string, userId: string): Promise<boolean>;
  /** Drops what this instance remembers about the user's sessions (after it revoked any of them). */
  forgetUser(userId: string): void;
}

/**
 * The session check of every authenticated call: one indexed select per session every 2 seconds per
 * instance, shared by the calls that ask meanwhile. A page of the console fires a burst of calls with one
 * token; each used to wait for its own look-up before its handler's first query (bench/README.md).
 * Only standing sessions are remembered: an ended one never comes back.
 */
export function createActiveSessions(db: Db, now: () => number = Date.now): ActiveSessions {
  const sessions = rememberLookups<boolean, string>((familyId) => lookUp(db, familyId), {
    ttlMs: activeSessionTtlMs,
    max: maxCachedSessions,
    now,
    keep: (active) => active,
  });
  return {
    isActive: (sessionId, userId) => sessions.get(sessionId, userId),
    forgetUser: (userId) => sessions.forget((_, owner) => owner === userId),
  };
}

/** Whether the family has a token that was not revoked. */
async function lookUp(db: Db, familyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
