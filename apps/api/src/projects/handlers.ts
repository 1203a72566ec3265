import { emailSchema, projectSchema } from '@postify/sdk/schemas';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { sdkRules } from '../http/rules.js';
import { inviteMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { projectBytes, removeBytes } from '../storage/files.js';
import { normalizeEmail } from '../users/users.js';
import { requireMembership, requireRole } from './access.js';
import { projectAccountAllowance, projectLimits } from './limits.js';
import { createOwnedProject, inviteTtlMs, repairDefault } from './membership.js';
import {
  getProject,
  inviteQuery,
  listProjects,
  memberQuery,
  presentInvite,
  presentMember,
} from './present.js';

/** Membership of the `{id}` path project. */
function pathProject(ctx: RequestContext & { params: { id: string } }) {
  return requireMembership(ctx.services.db, requireUser(ctx).userId, ctx.params.id);
}

const inviteEmailRules = sdkRules(emailSchema);

/** The 14 project calls: projects, default, limits, members and invites. */
export const projectOperations: OperationModule = {
  listProjects: {
    async handle(ctx) {
      return { projects: await listProjects(ctx.services.db, requireUser(ctx).userId) };
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
    rules: sdkRules(projectSchema),
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'edit');
      const body = ctx.body;
      await ctx.services.db
        .updateTable('projects')
        .set({ name: body.name.trim(), description: body.description.trim(), updated_at: new Date() })
        .where('id', '=', access.projectId)
        .execute();
      return getProject(ctx.services.db, access.userId, access.projectId);
    },
  },

  deleteProject: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'delete');
      const { db } = ctx.services;
      const members = await db
        .selectFrom('project_members')
        .select('user_id')
        .where('project_id', '=', access.projectId)
        .execute();
      // The rows of its files cascade with the project; their bytes (disk or bucket) are removed after.
      const stored = await projectBytes(db, access.projectId);
      await db.deleteFrom('projects').where('id', '=', access.projectId).execute();
      await removeBytes(ctx.services, stored);
      for (const member of members) await repairDefault(db, member.user_id);
      return null;
    },
  },

  setDefaultProject: {
    async handle(ctx) {
      const { userId } = requireUser(ctx);
      const { projectId } = ctx.body;
      const access = await requireMembership(ctx.services.db, userId, projectId);
      await ctx.services.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('project_members')
          .set({ is_default: false })
          .where('user_id', '=', userId)
          .execute();
        await tx
          .updateTable('project_members')
          .set({ is_default: true })
          .where('id', '=', access.memberId)
          .execute();
      });
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
    async handle(ctx) {
      const access = await pathProject(ctx);
      const rows = await memberQuery(ctx.services.db, access.projectId)
        .orderBy('project_members.joined_at')
        .execute();
      return rows.map(presentMember);
    },
  },

  updateMemberRole: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      requireRole(access, 'manageMembers');
      // The contract only assigns ADMIN, EDITOR or VIEWER: a project has exactly one OWNER, its creator.
      const { role } = ctx.body;
      const target = await memberQuery(ctx.services.db, access.projectId)
        .where('project_members.id', '=', ctx.params.memberId)
        .executeTakeFirst();
      if (!target) throw notFound(messages.memberNotFound);
      if (target.role === 'OWNER') throw conflict(messages.ownerMembershipFixed);
      await ctx.services.db
        .updateTable('project_members')
        .set({ role })
        .where('id', '=', target.id)
        .execute();
      return presentMember({ ...target, role });
    },
  },

  removeMember: {
    async handle(ctx) {
      const access = await pathProject(ctx);
      const target = await memberQuery(ctx.services.db, access.projectId)
        .where('project_members.id', '=', ctx.params.memberId)
        .executeTakeFirst();
      if (!target) throw notFound(messages.memberNotFound);
      const leaving = target.user_id === access.userId;
      if (!leaving) requireRole(access, 'manageMembers');
      if (target.role === 'OWNER') throw conflict(messages.ownerMembershipFixed);
      await ctx.services.db.deleteFrom('project_members').where('id', '=', target.id).execute();
      await repairDefault(ctx.services.db, target.user_id);
      return null;
    },
  },

  listInvites: {
    async handle(ctx) {
      // Every member may read the invites (the contract gives this call no 403).
      const access = await pathProject(ctx);
      const rows = await inviteQuery(ctx.services.db, access.projectId)
        .orderBy('project_invites.created_at', 'desc')
        .execute();
      return rows.map(presentInvite);
    },
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
      const member = await memberQuery(db, access.projectId)
        .where('users.email', '=', email)
        .executeTakeFirst();
      if (member) throw conflict(messages.alreadyMember);
      const pending = await db
        .selectFrom('project_invites')
        .select('id')
        .where('project_id', '=', access.projectId)
        .where('email', '=', email)
        .where('status', '=', 'PENDING')
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (pending) throw conflict(messages.inviteAlreadyPending);
      const created = await db
        .insertInto('project_invites')
        .values({
          project_id: access.projectId,
          email,
          role: body.role,
          status: 'PENDING',
          invited_by: access.userId,
          expires_at: new Date(Date.now() + inviteTtlMs),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const invite = await inviteQuery(db, access.projectId)
        .where('project_invites.id', '=', created.id)
        .executeTakeFirstOrThrow();
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
      const revoked = await ctx.services.db
        .updateTable('project_invites')
        .set({ status: 'REVOKED' })
        .where('project_id', '=', access.projectId)
        .where('id', '=', ctx.params.inviteId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(revoked.numUpdatedRows) !== 1) throw notFound(messages.inviteNotFound);
      return null;
    },
  },
};
