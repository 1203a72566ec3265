import { emailSchema, projectSchema, projectUpdateSchema } from '@postify/sdk/schemas';
import type { Db } from '../db/database.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { sdkRules } from '../http/rules.js';
import { inviteMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { removeBytes } from '../storage/files.js';
import { normalizeEmail } from '../users/users.js';
import { requireMembership, requireRole } from './access.js';
import { projectAccountAllowance, projectLimits } from './limits.js';
import { createOwnedProject } from './membership.js';
import { presentInvite, presentMember, presentProject } from './present.js';
import {
  createInvite,
  deleteProject,
  findMember,
  hasPendingInvite,
  listInvites,
  listMembers,
  projectRows,
  removeMembership,
  revokePendingInvite,
  setDefaultMembership,
  setMemberRole,
  updateProjectDetails,
} from './store.js';

/** Membership of the `{id}` path project. */
function pathProject(ctx: RequestContext & { params: { id: string } }) {
  return requireMembership(ctx.services.db, requireUser(ctx).userId, ctx.params.id);
}

/** A list of the path project every member may read (the contract gives these calls no 403), presented. */
async function memberReadable<Row, Item>(
  ctx: RequestContext & { params: { id: string } },
  list: (db: Db, projectId: string) => Promise<Row[]>,
  present: (row: Row) => Item,
): Promise<Item[]> {
  const access = await pathProject(ctx);
  const rows = await list(ctx.services.db, access.projectId);
  return rows.map(present);
}

/** One project of the user; the caller has checked membership. */
async function getProject(db: Db, userId: string, projectId: string) {
  const [row] = await projectRows(db, userId, projectId);
  if (!row) throw new Error(`project ${projectId} vanished for member ${userId}`);
  return presentProject(row);
}

/** The member `memberId` of the project; 404 when there is none. */
async function requireMember(db: Db, projectId: string, memberId: string) {
  const member = await findMember(db, projectId, { memberId });
  if (!member) throw notFound(messages.memberNotFound);
  return member;
}

const inviteEmailRules = sdkRules(emailSchema);

/** The 14 project calls: projects, default, limits, members and invites. */
export const projectOperations: OperationModule = {
  listProjects: {
    async handle(ctx) {
      const rows = await projectRows(ctx.services.db, requireUser(ctx).userId);
      return { projects: rows.map(presentProject) };
    },
  },

  getProject: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      return getProject(ctx.services.db, access.userId, access.projectId);
    },
  },

  createProject: {
    rules: sdkRules(projectSchema),
    async handle(ctx) {
      const { userId } = requireUser(ctx);
      const body = ctx.body;
      const limits = await projectLimits(ctx.services.db, userId);
      if (!limits.canCreateProject)
        throw new ApiError(409, 'PLAN_LIMIT_REACHED', messages.projectLimitReached);
      const project = await createOwnedProject(
        ctx.services.db,
        userId,
        body.name.trim(),
        body.description.trim(),
      );
      ctx.reply.code(201);
      return getProject(ctx.services.db, userId, project.id);
    },
  },

  updateProject: {
    rules: sdkRules(projectUpdateSchema),
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'edit');
      const body = ctx.body;
      await updateProjectDetails(ctx.services.db, access.projectId, {
        name: body.name.trim(),
        description: body.description.trim(),
        ...(body.timeZone === undefined ? {} : { time_zone: body.timeZone }),
      });
      return getProject(ctx.services.db, access.userId, access.projectId);
    },
  },

  deleteProject: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'delete');
      // The bytes (disk or bucket) go once the rows are gone for good: a failed delete keeps every file.
      const stored = await deleteProject(ctx.services.db, access.projectId);
      await removeBytes(ctx.services, stored);
      return null;
    },
  },

  setDefaultProject: {
    async handle(ctx) {
      const { userId } = requireUser(ctx);
      const { projectId } = ctx.body;
      const access = await requireMembership(ctx.services.db, userId, projectId);
      await setDefaultMembership(ctx.services.db, userId, access.memberId);
      return getProject(ctx.services.db, userId, projectId);
    },
  },

  getProjectLimits: {
    async handle(ctx) {
      return projectLimits(ctx.services.db, requireUser(ctx).userId);
    },
  },

  getAccountLimits: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      const maxAccounts = await projectAccountAllowance(ctx.services.db, access.projectId);
      const currentAccounts = await ctx.services.countProjectAccounts(ctx.services.db, access.projectId);
      return {
        projectId: access.projectId,
        currentAccounts,
        maxAccounts,
        canLinkAccount: currentAccounts < maxAccounts,
      };
    },
  },

  listMembers: {
    handle: (ctx) => memberReadable(ctx, listMembers, presentMember),
  },

  updateMemberRole: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'manageMembers');
      // The contract only assigns ADMIN, EDITOR or VIEWER: a project has exactly one OWNER, its creator.
      const { role } = ctx.body;
      const target = await requireMember(ctx.services.db, access.projectId, ctx.params.memberId);
      if (target.role === 'OWNER') throw conflict(messages.ownerMembershipFixed);
      await setMemberRole(ctx.services.db, target.id, role);
      return presentMember({ ...target, role });
    },
  },

  removeMember: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      const target = await requireMember(ctx.services.db, access.projectId, ctx.params.memberId);
      const leaving = target.user_id === access.userId;
      if (!leaving) requireRole(access, 'manageMembers');
      if (target.role === 'OWNER') throw conflict(messages.ownerMembershipFixed);
      await removeMembership(ctx.services.db, target);
      return null;
    },
  },

  listInvites: {
    handle: (ctx) => memberReadable(ctx, listInvites, presentInvite),
  },

  createInvite: {
    rules: (body) =>
      inviteEmailRules((body as { email?: unknown } | null)?.email).map((v) => ({ ...v, field: 'email' })),
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'inviteMembers');
      const body = ctx.body;
      const { db, config } = ctx.services;
      const email = normalizeEmail(body.email);
      if (await findMember(db, access.projectId, { email })) throw conflict(messages.alreadyMember);
      if (await hasPendingInvite(db, access.projectId, email)) throw conflict(messages.inviteAlreadyPending);
      const invite = await createInvite(db, {
        projectId: access.projectId,
        email,
        role: body.role,
        invitedBy: access.userId,
      });
      const project = await getProject(db, access.userId, access.projectId);
      await ctx.services.mailer.send(
        inviteMail(email, project.name, invite.inviter_name, `${config.publicAppUrl}/signin`),
      );
      ctx.reply.code(201);
      return presentInvite(invite);
    },
  },

  revokeInvite: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'manageMembers');
      if (!(await revokePendingInvite(ctx.services.db, access.projectId, ctx.params.inviteId)))
        throw notFound(messages.inviteNotFound);
      return null;
    },
  },
};
