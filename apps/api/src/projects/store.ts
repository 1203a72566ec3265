import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProjectRole } from '../db/schema.js';
import { type StoredBytes, storedBytes } from '../storage/files.js';
import { inviteTtlMs, repairDefault } from './membership.js';

/** Projects the user belongs to with their role and member count, oldest first (optionally only one). */
export function projectRows(db: Db, userId: string, projectId?: string) {
  let query = db
    .selectFrom('project_members as me')
    .innerJoin('projects', 'projects.id', 'me.project_id')
    .select([
      'projects.id',
      'projects.name',
      'projects.description',
      'projects.time_zone',
      'projects.created_at',
      'projects.updated_at',
      'me.role',
      'me.is_default',
      sql<number>`(select count(*)::int from project_members m where m.project_id = projects.id)`.as(
        'member_count',
      ),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('projects.created_at');
  if (projectId) query = query.where('projects.id', '=', projectId);
  return query.execute();
}

/** Renames a project and replaces its description. */
export async function updateProjectDetails(
  db: Db,
  projectId: string,
  details: { name: string; description: string; time_zone?: string },
): Promise<void> {
  await db
    .updateTable('projects')
    .set({ ...details, updated_at: new Date() })
    .where('id', '=', projectId)
    .execute();
}

/**
 * Deletes a project in one transaction (its memberships, invites, posts and file rows cascade) and gives
 * each former member a default project again; answers the stored bytes its files leave behind, which the
 * caller removes once the rows are gone.
 */
export function deleteProject(db: Db, projectId: string): Promise<StoredBytes> {
  return db.transaction().execute(async (tx) => {
    const members = await tx
      .selectFrom('project_members')
      .select('user_id')
      .where('project_id', '=', projectId)
      .execute();
    const stored = await storedBytes(tx, { projectId });
    await tx.deleteFrom('projects').where('id', '=', projectId).execute();
    for (const member of members) await repairDefault(tx, member.user_id);
    return stored;
  });
}

/** Makes `memberId` (a membership of `userId`) the user's only default project. */
export function setDefaultMembership(db: Db, userId: string, memberId: string): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('project_members')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .execute();
    await tx.updateTable('project_members').set({ is_default: true }).where('id', '=', memberId).execute();
  });
}

/** Members of a project, joined with their users. */
function memberQuery(db: Db, projectId: string) {
  return db
    .selectFrom('project_members')
    .innerJoin('users', 'users.id', 'project_members.user_id')
    .select([
      'project_members.id',
      'project_members.user_id',
      'project_members.role',
      'project_members.joined_at',
      'users.name',
      'users.email',
    ])
    .where('project_members.project_id', '=', projectId);
}

/** The project's members, in the order they joined. */
export function listMembers(db: Db, projectId: string) {
  return memberQuery(db, projectId).orderBy('project_members.joined_at').execute();
}

/** The project's member with this membership id or this (normalised) e-mail, or undefined. */
export function findMember(db: Db, projectId: string, by: { memberId: string } | { email: string }) {
  const query = memberQuery(db, projectId);
  return (
    'memberId' in by
      ? query.where('project_members.id', '=', by.memberId)
      : query.where('users.email', '=', by.email)
  ).executeTakeFirst();
}

/** Gives a membership another role. */
export async function setMemberRole(db: Db, memberId: string, role: ProjectRole): Promise<void> {
  await db.updateTable('project_members').set({ role }).where('id', '=', memberId).execute();
}

/** Ends a membership in one transaction; the user gets a default project again if it was theirs. */
export function removeMembership(db: Db, member: { id: string; user_id: string }): Promise<void> {
  return db.transaction().execute(async (tx) => {
    await tx.deleteFrom('project_members').where('id', '=', member.id).execute();
    await repairDefault(tx, member.user_id);
  });
}

/** Invites of a project, joined with the inviter's name. */
function inviteQuery(db: Db, projectId: string) {
  return db
    .selectFrom('project_invites')
    .innerJoin('users', 'users.id', 'project_invites.invited_by')
    .select([
      'project_invites.id',
      'project_invites.email',
      'project_invites.role',
      'project_invites.status',
      'project_invites.invited_by',
      'project_invites.created_at',
      'project_invites.expires_at',
      'users.name as inviter_name',
    ])
    .where('project_invites.project_id', '=', projectId);
}

/** The project's invites, newest first. */
export function listInvites(db: Db, projectId: string) {
  return inviteQuery(db, projectId).orderBy('project_invites.created_at', 'desc').execute();
}

/** Whether `email` already has a pending, unexpired invite to the project. */
export async function hasPendingInvite(db: Db, projectId: string, email: string): Promise<boolean> {
  const pending = await db
    .selectFrom('project_invites')
    .select('id')
    .where('project_id', '=', projectId)
    .where('email', '=', email)
    .where('status', '=', 'PENDING')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return pending !== undefined;
}

/** Creates a pending invite valid for `inviteTtlMs`; answers it with the inviter's name. */
export async function createInvite(
  db: Db,
  invite: { projectId: string; email: string; role: ProjectRole; invitedBy: string },
) {
  const created = await db
    .insertInto('project_invites')
    .values({
      project_id: invite.projectId,
      email: invite.email,
      role: invite.role,
      status: 'PENDING',
      invited_by: invite.invitedBy,
      expires_at: new Date(Date.now() + inviteTtlMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inviteQuery(db, invite.projectId)
    .where('project_invites.id', '=', created.id)
    .executeTakeFirstOrThrow();
}

/** Revokes a pending invite of the project; false when there is none with that id. */
export async function revokePendingInvite(db: Db, projectId: string, inviteId: string): Promise<boolean> {
  const revoked = await db
    .updateTable('project_invites')
    .set({ status: 'REVOKED' })
    .where('project_id', '=', projectId)
    .where('id', '=', inviteId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(revoked.numUpdatedRows) === 1;
}
