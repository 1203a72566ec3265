import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { InviteStatus, ProjectRole } from '../db/schema.js';

/** Projects the user belongs to, as the API shows them (optionally only one). */
export async function listProjects(db: Db, userId: string, projectId?: string) {
  let query = db
    .selectFrom('project_members as me')
    .innerJoin('projects', 'projects.id', 'me.project_id')
    .select([
      'projects.id',
      'projects.name',
      'projects.description',
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
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    memberCount: row.member_count,
    isDefault: row.is_default,
    userRole: row.role,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** One project for the user; the caller has checked membership. */
export async function getProject(db: Db, userId: string, projectId: string) {
  const [project] = await listProjects(db, userId, projectId);
  if (!project) throw new Error(`project ${projectId} vanished for member ${userId}`);
  return project;
}

/** A member row as the API shows it. */
export function presentMember(row: {
  id: string;
  user_id: string;
  name: string;
  email: string;
  role: ProjectRole;
  joined_at: Date;
}) {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
  };
}

/** Members of a project, joined with their users. */
export function memberQuery(db: Db, projectId: string) {
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

/** An invite row as the API shows it. */
export function presentInvite(row: {
  id: string;
  email: string;
  role: ProjectRole;
  status: InviteStatus;
  invited_by: string;
  inviter_name: string;
  created_at: Date;
  expires_at: Date;
}) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    invitedBy: { id: row.invited_by, name: row.inviter_name },
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Invites of a project, joined with the inviter's name. */
export function inviteQuery(db: Db, projectId: string) {
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
