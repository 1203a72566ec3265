import { formatBytes } from '@postify/sdk/format';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { currentPlan, projectOwner } from '../projects/limits.js';

const gib = 1024 ** 3;
/** Storage without a subscription (openapi/README.md): 1 GB. */
export const freeStorageBytes = 1 * gib;

/** The projects `userId` owns, as a subquery (the quota is per account, not per project). */
function ownedProjects(db: Db, userId: string) {
  return db
    .selectFrom('project_members')
    .select('project_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'OWNER');
}

/**
 * Until the transaction ends, other transactions locking the same keys wait: the quota writes of one account
 * (new reservations, new files) take turns on its id, so two cannot both squeeze under the limit.
 */
export async function advisoryLock(db: Db, ...keys: (string | null)[]): Promise<void> {
  const taken = keys.filter((key): key is string => key !== null);
  if (taken.length === 0) return;
  // Several keys in one statement, taken in the order given (every caller names them in the same order).
  await sql`select ${sql.join(taken.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`))}`.execute(db);
}

/** Bytes stored in every project `userId` owns (a one-value query, as text: sums pass 2^53 only in theory). */
function usedBytesQuery(db: Db, userId: string) {
  return db
    .selectFrom('storage_files')
    .select(sql<string>`coalesce(sum(file_size), 0)::text`.as('used'))
    .where('project_id', 'in', ownedProjects(db, userId));
}

/**
 * Bytes reserved by the live upload links of every project `userId` owns: an upload holds its declared
 * size from `POST /storage/upload-url` until it is stored, refused for good or its link expires. An expired
 * link holds nothing, even before its row is forgotten. `exceptUploadId` leaves one upload out (its own
 * reservation while it becomes a file).
 */
function reservedBytesQuery(db: Db, userId: string, exceptUploadId?: string) {
  let query = db
    .selectFrom('storage_uploads')
    .select(sql<string>`coalesce(sum(file_size), 0)::text`.as('reserved'))
    .where('project_id', 'in', ownedProjects(db, userId))
    .where('expires_at', '>', new Date());
  if (exceptUploadId) query = query.where('id', '!=', exceptUploadId);
  return query;
}

/** The quota of one project: its owner's used bytes against their plan's limit. */
export interface Quota {
  ownerId: string | null;
  usedBytes: number;
  /** Held by uploads in progress (see `reservedBytesQuery`); not part of `usedBytes`. */
  reservedBytes: number;
  limitBytes: number;
  planName: string | null;
}

/** Reads the quota that applies to `projectId`; `exceptUploadId` as in `reservedBytesQuery`. */
export async function projectQuota(db: Db, projectId: string, exceptUploadId?: string): Promise<Quota> {
  return ownerQuota(db, await projectOwner(db, projectId), exceptUploadId);
}

/**
 * The quota of the account `ownerId` (a project's owner, when the caller already knows it): the plan, then
 * the stored and the reserved bytes in one statement.
 */
export async function ownerQuota(db: Db, ownerId: string | null, exceptUploadId?: string): Promise<Quota> {
  if (!ownerId)
    return { ownerId, usedBytes: 0, reservedBytes: 0, limitBytes: freeStorageBytes, planName: null };
  const plan = await currentPlan(db, ownerId);
  const reserved = reservedBytesQuery(db, ownerId, exceptUploadId);
  const bytes = await db
    .selectNoFrom([usedBytesQuery(db, ownerId).as('used'), reserved.as('reserved')])
    .executeTakeFirstOrThrow();
  return {
    ownerId,
    usedBytes: Number(bytes.used),
    reservedBytes: Number(bytes.reserved),
    limitBytes: plan ? plan.storage_gb * gib : freeStorageBytes,
    planName: plan?.name ?? null,
  };
}

/** Whether `size` more bytes fit: stored bytes and live reservations count, so the sum never passes the limit. */
export function fits(quota: Quota, size: number): boolean {
  return quota.usedBytes + quota.reservedBytes + size <= quota.limitBytes;
}

/** `GET /storage/usage` from a quota: `usedBytes` is what is stored, `reservedBytes` what uploads hold. */
export function presentUsage(quota: Quota) {
  const percentage = quota.limitBytes > 0 ? (quota.usedBytes / quota.limitBytes) * 100 : 0;
  return {
    usedBytes: quota.usedBytes,
    reservedBytes: quota.reservedBytes,
    limitBytes: quota.limitBytes,
    formattedSize: formatBytes(quota.usedBytes),
    storageLimitFormatted: formatBytes(quota.limitBytes),
    usagePercentage: Math.round(percentage * 100) / 100,
    planName: quota.planName,
    isOverLimit: quota.usedBytes > quota.limitBytes,
  };
}
