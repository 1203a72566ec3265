import { randomBytes } from 'node:crypto';
import type { ApiKeyScope } from '@postify/sdk/rules';
import { hashToken } from '../auth/secrets.js';
import type { Db } from '../db/database.js';

/** Every key starts with this, so a leaked one is easy to recognise (secret scanners) and to route here. */
export const apiKeyPrefix = 'pk_';
/** How many characters of the secret the listing shows (`pk_` and 6 more). */
const shownPrefixLength = apiKeyPrefix.length + 6;

/**
 * A new secret: `pk_` + 256 random bits in base64url (43 characters). Its SHA-256 is what is stored: the
 * secret is random and long, so nobody can guess it from the hash, and a fast hash lets every call find its
 * key by an indexed equality instead of paying a password hash (argon2) per request.
 */
export function newApiKeySecret(): { secret: string; hash: string; prefix: string } {
  const secret = apiKeyPrefix + randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, shownPrefixLength) };
}

/** What an active key lets its caller do, with the project owner's membership it acts through. */
export interface ApiKeyGrant {
  keyId: string;
  projectId: string;
  scopes: ApiKeyScope[];
  /** The project owner's user and membership: handlers reach the project through them. */
  ownerId: string;
  ownerMemberId: string;
}

/** The active key whose secret hashes to `hash` or whose id is `id`, joined with its project's owner. */
export async function findActiveKey(
  db: Db,
  by: { hash: string } | { id: string },
): Promise<ApiKeyGrant | null> {
  let query = db
    .selectFrom('api_keys as k')
    .innerJoin('project_members as m', (join) =>
      join.onRef('m.project_id', '=', 'k.project_id').on('m.role', '=', 'OWNER'),
    )
    .select(['k.id', 'k.project_id', 'k.scopes', 'm.user_id', 'm.id as member_id'])
    .where('k.revoked_at', 'is', null);
  query = 'hash' in by ? query.where('k.secret_hash', '=', by.hash) : query.where('k.id', '=', by.id);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    keyId: row.id,
    projectId: row.project_id,
    scopes: row.scopes as ApiKeyScope[],
    ownerId: row.user_id,
    ownerMemberId: row.member_id,
  };
}

/** A key as listed (never its secret). */
export function listActiveKeys(db: Db, projectId: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'])
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export type ApiKeyRow = Awaited<ReturnType<typeof listActiveKeys>>[number];

/** Presents a key row as the contract's `ApiKey`. */
export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

/** Stores a new key (its hash) and answers its row. */
export function insertApiKey(
  db: Db,
  input: { projectId: string; userId: string; name: string; scopes: readonly ApiKeyScope[] },
  secret: { hash: string; prefix: string },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      project_id: input.projectId,
      name: input.name,
      prefix: secret.prefix,
      secret_hash: secret.hash,
      scopes: [...input.scopes],
      created_by: input.userId,
    })
    .returning(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

/** Revokes a project's active key; false when there is none with that id. */
export async function revokeKey(db: Db, projectId: string, keyId: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('id', '=', keyId)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How often one instance writes a key's `last_used_at`: the listing shows it to the minute. */
const touchIntervalMs = 60_000;

export interface LastUseRecorder {
  /** The write to run after the answer, or null when this instance wrote it less than a minute ago. */
  due(keyId: string): (() => Promise<void>) | null;
}

/**
 * Records keys' last use without a write per call: each instance writes a key's `last_used_at` at most once
 * a minute, after the answer.
 */
export function createLastUseRecorder(db: Db, now: () => number = Date.now): LastUseRecorder {
  const written = new Map<string, number>();
  return {
    due(keyId) {
      const at = now();
      const last = written.get(keyId);
      if (last !== undefined && at - last < touchIntervalMs) return null;
      written.set(keyId, at);
      if (written.size > 10_000)
        for (const [id, time] of written) if (at - time >= touchIntervalMs) written.delete(id);
      return async () => {
        await db
          .updateTable('api_keys')
          .set({ last_used_at: new Date(at) })
          .where('id', '=', keyId)
          .execute();
      };
    },
  };
}
