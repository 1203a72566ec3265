import { LIMITS } from '@postify/sdk/schemas';
import { sql } from 'kysely';
import { findLiveSubscription } from '../billing/subscriptions.js';
import type { Db } from '../db/database.js';
import type { Plan } from '../db/schema.js';

/** Accounts per project without a subscription (the Starter allowance). */
export const defaultMaxAccounts = 5;

/** The plan of the user's live subscription, if any. */
export async function currentPlan(db: Db, userId: string): Promise<Plan | null> {
  return (await findLiveSubscription(db, userId))?.plan ?? null;
}

/** `GET /projects/limits`: projects the user owns against their plan's cap (0 = unlimited). */
export async function projectLimits(db: Db, userId: string) {
  const plan = await currentPlan(db, userId);
  const maxProjects = plan?.max_projects ?? LIMITS.defaultMaxProjects;
  const { count } = await db
    .selectFrom('project_members')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('role', '=', 'OWNER')
    .executeTakeFirstOrThrow();
  return {
    canCreateProject: maxProjects === 0 || count < maxProjects,
    currentProjects: count,
    maxProjects,
    maxAccountsPerProject: plan?.number_accounts ?? defaultMaxAccounts,
  };
}

/** The account whose plan pays for a project (its linked accounts, its storage): its first owner. */
export async function projectOwner(db: Db, projectId: string): Promise<string | null> {
  // The database's `project_owner`, which an upload's reservation asks too.
  const { rows } = await sql<{ owner: string | null }>`select project_owner(${projectId}) as owner`.execute(
    db,
  );
  return rows[0]?.owner ?? null;
}

/** The accounts a project may link: its first owner's plan decides. */
export async function projectAccountAllowance(db: Db, projectId: string): Promise<number> {
  const ownerId = await projectOwner(db, projectId);
  const plan = ownerId ? await currentPlan(db, ownerId) : null;
  return plan?.number_accounts ?? defaultMaxAccounts;
}
