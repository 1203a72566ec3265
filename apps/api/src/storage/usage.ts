import { formatBytes } from '@postify/sdk/format';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Plan } from '../db/schema.js';
import { currentPlan, projectOwner } from '../projects/limits.js';

const gib = 1024 ** 3;
/** Storage without a subscription (openapi/README.md): 1 GB. */
export const freeStorageBytes = 1 * gib;

/**
 * Until the transaction ends, other transactions locking the same keys wait: the quota writes of one account
 * (new reservations, new files) take turns on its id, so two cannot both squeeze under the limit. The
 * database's `reserve_storage_uploads` takes the same keys, in the same order, for a reservation.
 */
export async function advisoryLock(db: Db, ...keys: (string | null)[]): Promise<void> {
  const taken = keys.filter((key): key is string => key !== null);
  if (taken.length === 0) return;
  // Several keys in one statement, taken in the order given (every caller names them in the same order).
  await sql`select ${sql.join(taken.map((key) => sql`pg_advisory_xact_lock(hashtext(${key}))`))}`.execute(db);
}

/** The quota of one project: its owner's used bytes against their plan's limit. */
export interface Quota {
  ownerId: string | null;
  usedBytes: number;
  /**
   * Held by uploads in progress: an upload holds its declared size from `POST /storage/upload-url` until it
   * is stored, refused for good or its link expires (an expired link holds nothing, even before its row is
   * forgotten). Not part of `usedBytes`.
   */
  reservedBytes: number;
  limitBytes: number;
  planName: string | null;
}

/**
 * Reads the quota that applies to `projectId` (its owner's): the plan, then the stored and the reserved bytes
 * in one statement (the database's `storage_used_bytes` and `storage_reserved_bytes`, which an upload's
 * reservation counts with too). `exceptUploadId` leaves one upload's reservation out (its own while it
 * becomes a file).
 */
export async function projectQuota(db: Db, projectId: string, exceptUploadId?: string): Promise<Quota> {
  const ownerId = await projectOwner(db, projectId);
  if (!ownerId)
    return { ownerId, usedBytes: 0, reservedBytes: 0, limitBytes: freeStorageBytes, planName: null };
  const plan = await currentPlan(db, ownerId);
  // As text: sums pass 2^53 only in theory.
  const { rows } = await sql<{ used: string; reserved: string }>`
    select storage_used_bytes(${ownerId})::text as used,
      storage_reserved_bytes(${ownerId}, ${new Date()}, ${exceptUploadId ?? null})::text as reserved`.execute(
    db,
  );
  const bytes = rows[0] ?? { used: '0', reserved: '0' };
  return {
    ownerId,
    usedBytes: Number(bytes.used),
    reservedBytes: Number(bytes.reserved),
    limitBytes: storageLimitBytes(plan),
    planName: plan?.name ?? null,
  };
}

/** The bytes an account may keep under `plan` (none: the free storage). */
function storageLimitBytes(plan: Plan | null): number {
  return plan ? plan.storage_gb * gib : freeStorageBytes;
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
