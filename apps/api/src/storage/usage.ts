import { formatBytes } from '@postify/sdk/format';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { currentPlan } from '../projects/limits.js';

const gib = 1024 ** 3;
/** Storage without a subscription (openapi/README.md): 1 GB. */
export const freeStorageBytes = 1 * gib;

/** The account whose plan pays for a project's storage: its first owner. */
export async function projectOwner(db: Db, projectId: string): Promise<string | null> {
  const owner = await db
    .selectFrom('project_members')
    .select('user_id')
    .where('project_id', '=', projectId)
    .where('role', '=', 'OWNER')
    .orderBy('joined_at')
    .limit(1)
    .executeTakeFirst();
  return owner?.user_id ?? null;
}

/** Bytes stored in every project `userId` owns (the quota is per account, not per project). */
export async function usedBytesOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('storage_files')
    .select(sql<string>`coalesce(sum(file_size), 0)::text`.as('used'))
    .where(
      'project_id',
      'in',
      db
        .selectFrom('project_members')
        .select('project_id')
        .where('user_id', '=', userId)
        .where('role', '=', 'OWNER'),
    )
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** The quota of one project: its owner's used bytes against their plan's limit. */
export interface Quota {
  ownerId: string | null;
  usedBytes: number;
  limitBytes: number;
  planName: string | null;
}

/** Reads the quota that applies to `projectId`. */
export async function projectQuota(db: Db, projectId: string): Promise<Quota> {
  const ownerId = await projectOwner(db, projectId);
  if (!ownerId) return { ownerId, usedBytes: 0, limitBytes: freeStorageBytes, planName: null };
  const plan = await currentPlan(db, ownerId);
  return {
    ownerId,
    usedBytes: await usedBytesOf(db, ownerId),
    limitBytes: plan ? plan.storage_gb * gib : freeStorageBytes,
    planName: plan?.name ?? null,
  };
}

/** `GET /storage/usage` from a quota. */
export function presentUsage(quota: Quota) {
  const percentage = quota.limitBytes > 0 ? (quota.usedBytes / quota.limitBytes) * 100 : 0;
  return {
    usedBytes: quota.usedBytes,
    limitBytes: quota.limitBytes,
    formattedSize: formatBytes(quota.usedBytes),
    storageLimitFormatted: formatBytes(quota.limitBytes),
    usagePercentage: Math.round(percentage * 100) / 100,
    planName: quota.planName,
    isOverLimit: quota.usedBytes > quota.limitBytes,
  };
}
