import { can, type ProjectAction, roleMatrix } from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProjectRole } from '../db/schema.js';
import { forbidden, notFound } from '../http/errors.js';
import { messages } from '../messages.js';
import { type PartnerCaller, type RequestContext, requireUser } from '../openapi/operations.js';

/** The caller's membership in one project. */
export interface ProjectAccess {
  projectId: string;
  userId: string;
  memberId: string;
  role: ProjectRole;
  /** The API key behind a partner's call (recorded on what it creates); absent for members. */
  apiKeyId?: string;
  /**
   * How many committed changes to what the post reads show the project had when the membership was read
   * (`posts/read-cache.ts`); absent for partners, whose access is read from their key.
   */
  readVersion?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The answer to a caller who is not a member of the project they name: 404, so no project's existence leaks. */
export const notAMember = () => notFound(messages.projectNotFound);

/** The caller's membership of `projectId`; 404 (no existence leak) when they are not a member. */
export async function requireMembership(db: Db, userId: string, projectId: string): Promise<ProjectAccess> {
  if (!uuidPattern.test(projectId)) throw notAMember();
  return accessOf(
    userId,
    await memberships(db, userId).where('m.project_id', '=', projectId).executeTakeFirst(),
  );
}

/** The caller's memberships with their projects' read versions: one index look-up each, in one statement. */
function memberships(db: Db, userId: string) {
  return db
    .selectFrom('project_members as m')
    .leftJoin('project_read_versions as v', 'v.project_id', 'm.project_id')
    .select(['m.id', 'm.role', 'm.project_id', sql<string>`coalesce(v.version, 0)::text`.as('read_version')])
    .where('m.user_id', '=', userId);
}

function accessOf(
  userId: string,
  member: { id: string; role: ProjectRole; project_id: string; read_version: string } | undefined,
): ProjectAccess {
  if (!member) throw notAMember();
  return {
    projectId: member.project_id,
    userId,
    memberId: member.id,
    role: member.role,
    readVersion: member.read_version,
  };
}

/**
 * Who asks for which project, before any look-up: a member and the project named by `X-Project-ID` (null:
 * their default project), or a partner for its key's project (a different `X-Project-ID` is 403, the key's
 * project is no secret to its holder). A header that is no project id is 404 at once.
 */
export interface ProjectClaim {
  /** The member; for a partner, the owner of the key's project. */
  userId: string;
  projectId: string | null;
  partner?: PartnerCaller;
}

export function claimProject(ctx: RequestContext): ProjectClaim {
  const { userId, partner } = requireUser(ctx);
  const header = ctx.request.headers['x-project-id'];
  const projectId = (Array.isArray(header) ? header[0] : header) || null;
  if (partner) {
    if (projectId !== null && projectId !== partner.projectId) throw forbidden(messages.apiKeyOtherProject);
    return { userId: partner.ownerId, projectId: partner.projectId, partner };
  }
  if (projectId !== null && !uuidPattern.test(projectId)) throw notAMember();
  return { userId, projectId };
}

/**
 * The project of a project-scoped call (`claimProject`) and the caller's access to it. Handlers of every
 * project-scoped operation start here; either way it is one indexed lookup (the default membership row is
 * the membership itself).
 */
export async function requireProject(ctx: RequestContext): Promise<ProjectAccess> {
  const { userId, projectId, partner } = claimProject(ctx);
  if (partner) return partnerAccess(partner);
  if (projectId) return requireMembership(ctx.services.db, userId, projectId);
  return accessOf(
    userId,
    await memberships(ctx.services.db, userId).where('m.is_default', '=', true).executeTakeFirst(),
  );
}

/**
 * A partner's access: its key's project, through the owner's membership with the EDITOR role — a key reads
 * and edits what its scopes allow and never manages members or deletes. Its scopes were checked by the router.
 */
function partnerAccess(partner: PartnerCaller): ProjectAccess {
  return {
    projectId: partner.projectId,
    userId: partner.ownerId,
    memberId: partner.ownerMemberId,
    role: 'EDITOR',
    apiKeyId: partner.keyId,
  };
}

/** The roles that may do `action` (the SDK's role matrix), for a statement that checks the role itself. */
export function rolesThatMay(action: ProjectAction): ProjectRole[] {
  return (Object.keys(roleMatrix) as ProjectRole[]).filter((role) => can(role, action));
}

/** Throws 403 unless the caller's role may do `action` (the SDK's role matrix). */
export function requireRole(access: ProjectAccess, action: ProjectAction): void {
  if (!can(access.role, action)) throw forbidden();
}
