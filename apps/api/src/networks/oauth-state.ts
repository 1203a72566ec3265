import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** How long a started authorization may be finished. */
export const stateTtlMs = 10 * 60_000;

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

/** A stored authorization start, as the completion reads it. */
export interface OauthState {
  userId: string;
  projectId: string;
  platformId: number;
  codeVerifier: string | null;
  redirectUri: string;
}

/** Stores a new random state (and the PKCE verifier) bound to user + project + platform. */
export async function issueState(
  db: Db,
  input: { userId: string; projectId: string; platformId: number; redirectUri: string; usesPkce: boolean },
): Promise<{ state: string; codeVerifier: string | null; expiresAt: Date }> {
  const state = `st_${randomBytes(24).toString('base64url')}`;
  const codeVerifier = input.usesPkce ? randomBytes(32).toString('base64url') : null;
  const expiresAt = new Date(Date.now() + stateTtlMs);
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hash(state),
      user_id: input.userId,
      project_id: input.projectId,
      platform_id: input.platformId,
      code_verifier: codeVerifier,
      redirect_uri: input.redirectUri,
      expires_at: expiresAt,
    })
    .execute();
  return { state, codeVerifier, expiresAt };
}

/**
 * Marks the state used and returns it when it exists, is unused and younger than 10 minutes; a second
 * use, an unknown or an expired state returns null. One statement, so two racing completions never both win.
 */
export async function consumeState(
  db: Db,
  state: string,
  binding: { userId: string; projectId: string; platformId: number },
): Promise<OauthState | null> {
  // The binding is part of the match: someone else presenting a state cannot burn its owner's attempt.
  const row = await db
    .updateTable('oauth_states')
    .set({ used_at: new Date() })
    .where('state_hash', '=', hash(state))
    .where('user_id', '=', binding.userId)
    .where('project_id', '=', binding.projectId)
    .where('platform_id', '=', binding.platformId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'project_id', 'platform_id', 'code_verifier', 'redirect_uri'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    projectId: row.project_id,
    platformId: row.platform_id,
    codeVerifier: row.code_verifier,
    redirectUri: row.redirect_uri,
  };
}
