import type { Schemas } from '@postify/sdk';
import {
  approvalMessages,
  awaitsReview,
  reviewCommentError,
  reviewLinkExpiry,
  reviewLinkViolations,
} from '@postify/sdk/rules';
import { conflict, type FieldViolation, notFound, validationError } from '../http/errors.js';
import { postMessages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { presentPosts } from '../posts/present.js';
import { type ProjectAccess, requireMembership, requireProject, requireRole } from '../projects/access.js';
import { openReviewLink, presentReviewLink } from './links.js';
import { notifyAuthor } from './notify.js';
import { type Actor, actorOf, decide, postHistory, reviewQueueIds } from './store.js';

/** The `{id}` project, for those who review (OWNER, ADMIN): 403 for the other members, 404 for strangers. */
async function reviewerProject(ctx: RequestContext & { params: { id: string } }) {
  const access = await requireMembership(ctx.services.db, requireUser(ctx).userId, ctx.params.id);
  requireRole(access, 'review');
  return access;
}

/** The decision's comment, trimmed (null when empty), or a 400 naming the `comment` field. */
function checkedComment(decision: 'APPROVED' | 'CHANGES_REQUESTED', comment: string | undefined) {
  const error = reviewCommentError(decision, comment);
  if (error) throw validationError([{ field: 'comment', message: error }]);
  return comment?.trim() || null;
}

/**
 * Records a decision on a post of the project waiting for review and e-mails its author; 404 when the
 * project has no such post, 409 when it does not wait for a decision.
 */
async function recordDecision(
  ctx: RequestContext,
  target: { projectId: string; postId: number },
  body: Schemas['ReviewDecisionRequest'],
  actor: Actor,
) {
  const comment = checkedComment(body.decision, body.comment);
  const { db } = ctx.services;
  const post = await db
    .selectFrom('posts')
    .select(['id', 'review_status'])
    .where('id', '=', target.postId)
    .where('project_id', '=', target.projectId)
    .executeTakeFirst();
  if (!post) throw notFound(postMessages.postNotFound);
  if (!(await decide(db, target, body.decision, actor, comment))) throw conflict(approvalMessages.notWaiting);
  await notifyAuthor(ctx.services, target, { decision: body.decision, comment, actor });
}

/** The approvals calls: the setting, the queue, decisions, history, review links and the public page. */
export const approvalOperations: OperationModule = {
  getApprovalSettings: {
    async handle(ctx) {
      const access = await requireMembership(ctx.services.db, requireUser(ctx).userId, ctx.params.id);
      const row = await ctx.services.db
        .selectFrom('projects')
        .select('requires_approval')
        .where('id', '=', access.projectId)
        .executeTakeFirstOrThrow();
      return { requiresApproval: row.requires_approval };
    },
  },

  updateApprovalSettings: {
    async handle(ctx) {
      const access = await reviewerProject(ctx);
      await ctx.services.db
        .updateTable('projects')
        .set({ requires_approval: ctx.body.requiresApproval, updated_at: new Date() })
        .where('id', '=', access.projectId)
        .execute();
      return { requiresApproval: ctx.body.requiresApproval };
    },
  },

  listReviewQueue: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'review');
      return presentPosts(
        ctx.services,
        access.projectId,
        await reviewQueueIds(ctx.services.db, access.projectId),
      );
    },
  },

  reviewPost: {
    async handle(ctx) {
      const access: ProjectAccess = await requireProject(ctx);
      requireRole(access, 'review');
      const target = { projectId: access.projectId, postId: ctx.params.id };
      await recordDecision(ctx, target, ctx.body, await actorOf(ctx.services.db, access));
      const [post] = await presentPosts(ctx.services, access.projectId, [ctx.params.id]);
      if (!post) throw notFound(postMessages.postNotFound);
      return post;
    },
  },

  getPostHistory: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const post = await ctx.services.db
        .selectFrom('posts')
        .select('id')
        .where('id', '=', ctx.params.id)
        .where('project_id', '=', access.projectId)
        .executeTakeFirst();
      if (!post) throw notFound(postMessages.postNotFound);
      return postHistory(ctx.services.db, post.id);
    },
  },

  listReviewLinks: {
    async handle(ctx) {
      const access = await reviewerProject(ctx);
      const rows = await ctx.services.db
        .selectFrom('review_links')
        .selectAll()
        .where('project_id', '=', access.projectId)
        .orderBy('created_at', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => presentReviewLink(row, ctx.services.config));
    },
  },

  createReviewLink: {
    async handle(ctx) {
      const access = await reviewerProject(ctx);
      const { db } = ctx.services;
      const { clientName, postIds, expiresInDays } = ctx.body;
      const violations: FieldViolation[] = reviewLinkViolations({ clientName, postIds }).map((violation) => ({
        field: violation.field,
        message: approvalMessages[violation.key],
      }));
      const waiting = await db
        .selectFrom('posts')
        .select(['id', 'review_status'])
        .where('project_id', '=', access.projectId)
        .where('id', 'in', postIds.length > 0 ? postIds : [0])
        .execute();
      const statusOf = new Map(waiting.map((row) => [row.id, row.review_status]));
      postIds.forEach((postId, index) => {
        if (!statusOf.has(postId))
          violations.push({ field: `postIds[${index}]`, message: postMessages.postNotFound });
        else if (!awaitsReview(statusOf.get(postId)))
          violations.push({ field: `postIds[${index}]`, message: approvalMessages.notWaiting });
      });
      if (violations.length > 0) throw validationError(violations);
      const link = await db
        .insertInto('review_links')
        .values({
          project_id: access.projectId,
          created_by: access.userId,
          client_name: clientName.trim(),
          post_ids: [...postIds],
          expires_at: reviewLinkExpiry(new Date(), expiresInDays),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      ctx.reply.code(201);
      return presentReviewLink(link, ctx.services.config);
    },
  },

  revokeReviewLink: {
    async handle(ctx) {
      const access = await reviewerProject(ctx);
      const { db } = ctx.services;
      const link = await db
        .selectFrom('review_links')
        .select(['id', 'revoked_at'])
        .where('id', '=', ctx.params.linkId)
        .where('project_id', '=', access.projectId)
        .executeTakeFirst();
      if (!link) throw notFound(approvalMessages.linkInvalid);
      if (!link.revoked_at)
        await db
          .updateTable('review_links')
          .set({ revoked_at: new Date() })
          .where('id', '=', link.id)
          .execute();
      return null;
    },
  },

  getReview: {
    async handle(ctx) {
      const { db, config } = ctx.services;
      const link = await openReviewLink(db, config.jwtSecret, reviewTokenOf(ctx));
      const project = await db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', link.project_id)
        .executeTakeFirstOrThrow();
      return {
        projectName: project.name,
        clientName: link.client_name,
        expiresAt: new Date(link.expires_at).toISOString(),
        posts: await presentReviewPosts(ctx, link.project_id, link.post_ids),
      };
    },
  },

  decideReview: {
    async handle(ctx) {
      const { db, config } = ctx.services;
      const link = await openReviewLink(db, config.jwtSecret, reviewTokenOf(ctx));
      const postId = ctx.params.postId;
      // A post the link does not share is as unknown to the client as one that does not exist.
      if (!link.post_ids.includes(postId)) throw notFound(postMessages.postNotFound);
      await recordDecision(ctx, { projectId: link.project_id, postId }, ctx.body, {
        userId: null,
        name: link.client_name,
        reviewLinkId: link.id,
      });
      const [post] = await presentReviewPosts(ctx, link.project_id, [postId]);
      if (!post) throw notFound(postMessages.postNotFound);
      return post;
    },
  },
};

/** The review token the public page sends in `X-Review-Token`. */
function reviewTokenOf(ctx: RequestContext): string | undefined {
  const header = ctx.request.headers['x-review-token'];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * The shared posts as a client sees them: texts, media, where and when they are scheduled, their review
 * status and the decisions on them; never failures, members' e-mails or the rest of the history. A post
 * deleted since, or no longer in review by any path (it never leaves review once in it), is left out.
 */
async function presentReviewPosts(
  ctx: RequestContext,
  projectId: string,
  postIds: readonly number[],
): Promise<Schemas['ReviewPost'][]> {
  const posts = await presentPosts(ctx.services, projectId, postIds);
  return Promise.all(
    posts
      .filter((post) => post.reviewStatus)
      .map(async (post) => ({
        id: post.id,
        caption: post.caption,
        description: post.description,
        media: post.media,
        schedules: post.schedules.map((schedule) => ({
          scheduledAt: schedule.scheduledAt,
          platformName: schedule.socialMediaAccount.platformName,
          username: schedule.socialMediaAccount.username,
        })),
        reviewStatus: post.reviewStatus as Schemas['ReviewStatus'],
        decisions: await postHistory(ctx.services.db, post.id, true),
      })),
  );
}
