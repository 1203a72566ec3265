import type { Db } from '../db/database.js';

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
  const cache = new Map<string, { userId: string; active: Promise<boolean>; expiresAt: number }>();
  return {
    isActive(sessionId, userId) {
      const at = now();
      const known = cache.get(sessionId);
      if (known && known.expiresAt > at) return known.active;
      if (cache.size >= maxCachedSessions) {
        for (const [key, entry] of cache) if (entry.expiresAt <= at) cache.delete(key);
        if (cache.size >= maxCachedSessions) cache.clear();
      }
      const entry = { userId, active: lookUp(db, sessionId), expiresAt: at + activeSessionTtlMs };
      cache.set(sessionId, entry);
      const drop = () => {
        if (cache.get(sessionId) === entry) cache.delete(sessionId);
      };
      entry.active.then((active) => active || drop(), drop);
      return entry.active;
    },
    forgetUser(userId) {
      for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key);
    },
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
