import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { notFound, validationError } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { OperationContext, OperationModule, RequestContext } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { networkViolations, scheduleAccounts } from './checks.js';
import { parseTemplateForm, parseUpdateForm } from './form.js';
import { checkUploads, kindOf, mediaViolations } from './media.js';
import { readMultipartForm } from './multipart.js';
import { expandSchedules } from './occurrences.js';
import { mediaOf, mediaUrl, presentPosts, unsignedUrl } from './present.js';
import {
  attachMedia,
  dropUploads,
  insertOccurrences,
  insertPost,
  keepUploads,
  lockPost,
  projectTimeZone,
} from './store.js';

/** Longest `/posts/scheduled` window: a calendar shows a week, two months leave room for month views. */
const maxWindowDays = 62;

function readForm(ctx: RequestContext) {
  const { maxImageBytes, maxVideoBytes } = ctx.services.config.posts;
  return readMultipartForm(ctx.request, {
    maxFileBytes: Math.max(maxImageBytes, maxVideoBytes),
    // The most a valid post carries: 15 images or one video (one more file is read to name the rule).
    maxTotalBytes: Math.max(16 * maxImageBytes, maxVideoBytes),
    maxFiles: 16,
  });
}

async function onePost(ctx: RequestContext, projectId: string, postId: number): Promise<Schemas['Post']> {
  const [post] = await presentPosts(ctx.services, projectId, [postId]);
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

const postIdOf = (ctx: OperationContext<'getPost' | 'updatePost' | 'deletePost'>) => ctx.params.id;

/** The posts calls: create (template), read, edit, delete, the paged list and the calendar window. */
export const postOperations: OperationModule = {
  createTemplate: {
    async handle(ctx) {
      // The body is read first: answering before it is consumed would cut the client's upload short.
      const form = await readForm(ctx);
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { services } = ctx;
      const { input, violations } = parseTemplateForm(form);
      const uploads = await checkUploads(form.files, services.config.posts);
      violations.push(...mediaViolations(uploads.map((upload) => upload.contentType)));
      if (violations.length > 0) throw validationError(violations);

      const accounts = await scheduleAccounts(services.db, access.projectId, input.schedules);
      const networkProblems = networkViolations(
        { caption: input.caption, description: input.description, kinds: uploads.map((u) => u.kind) },
        [...accounts.values()].map((account) => account.platformName),
      );
      if (networkProblems.length > 0) throw validationError(networkProblems);

      const occurrences = expandSchedules(
        input.schedules,
        await projectTimeZone(services.db, access.projectId),
      );
      const saved = await keepUploads(services, access.projectId, uploads);
      let postId: number;
      try {
        postId = await insertPost(
          services.db,
          { projectId: access.projectId, userId: access.userId, text: input, isActive: input.isActive },
          saved,
          occurrences.map((occurrence) => ({
            ...occurrence,
            isActive: occurrence.isActive && input.isActive,
          })),
        );
      } catch (error) {
        await dropUploads(
          services,
          access.projectId,
          saved.map((item) => item.fileId),
        );
        throw error;
      }
      ctx.reply.code(201);
      return onePost(ctx, access.projectId, postId);
    },
  },

  getPost: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      return onePost(ctx, access.projectId, postIdOf(ctx));
    },
  },

  updatePost: {
    async handle(ctx) {
      const form = await readForm(ctx);
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { services } = ctx;
      const { db } = services;
      const postId = postIdOf(ctx);
      const post = await db
        .selectFrom('posts')
        .selectAll()
        .where('id', '=', postId)
        .where('project_id', '=', access.projectId)
        .executeTakeFirst();
      if (!post) throw notFound(postMessages.postNotFound);

      const { input, violations } = parseUpdateForm(form);
      const uploads = await checkUploads(form.files, services.config.posts);
      const current = await mediaOf(db, [postId]);
      let kept = current;
      if (input.keptMediaUrls) {
        const wanted = new Set(input.keptMediaUrls.map(unsignedUrl));
        const currentUrls = await Promise.all(
          current.map(async (item) => unsignedUrl(await mediaUrl(services, item))),
        );
        kept = current.filter((_, index) => wanted.has(currentUrls[index] ?? ''));
        input.keptMediaUrls.forEach((url, index) => {
          if (!currentUrls.includes(unsignedUrl(url)))
            violations.push({ field: `keptMediaUrls[${index}]`, message: postMessages.mediaUrlUnknown });
        });
      }
      const finalTypes = [
        ...kept.map((item) => item.content_type),
        ...uploads.map((upload) => upload.contentType),
      ];
      violations.push(...mediaViolations(finalTypes));
      if (violations.length > 0) throw validationError(violations);

      // The networks the post will still go to: the new schedules, or the unposted ones it keeps.
      const accounts = input.schedules
        ? [...(await scheduleAccounts(db, access.projectId, input.schedules)).values()].map(
            (a) => a.platformName,
          )
        : (
            await db
              .selectFrom('post_schedules')
              .innerJoin('social_accounts', 'social_accounts.id', 'post_schedules.social_account_id')
              .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
              .select('platforms.name')
              .where('post_schedules.post_id', '=', postId)
              .where('post_schedules.status', '=', 'SCHEDULED')
              .execute()
          ).map((row) => row.name);
      const networkProblems = networkViolations(
        {
          caption: input.caption ?? post.caption,
          description: input.description === undefined ? post.description : input.description,
          kinds: finalTypes.map(kindOf),
        },
        accounts,
      );
      if (networkProblems.length > 0) throw validationError(networkProblems);

      const saved = await keepUploads(services, access.projectId, uploads);
      const removed = current.filter((item) => !kept.includes(item));
      try {
        await db.transaction().execute(async (tx) => {
          if (!(await lockPost(tx, access.projectId, postId))) throw notFound(postMessages.postNotFound);
          await tx
            .updateTable('posts')
            .set({
              ...(input.caption === undefined ? {} : { caption: input.caption }),
              ...(input.description === undefined ? {} : { description: input.description }),
              updated_at: new Date(),
            })
            .where('id', '=', postId)
            .execute();
          if (removed.length > 0)
            await tx
              .deleteFrom('post_media')
              .where(
                'id',
                'in',
                removed.map((item) => item.id),
              )
              .execute();
          const last = await tx
            .selectFrom('post_media')
            .select(sql<number>`coalesce(max(position), -1)`.as('position'))
            .where('post_id', '=', postId)
            .executeTakeFirst();
          await attachMedia(tx, postId, saved, Number(last?.position ?? -1) + 1);
          if (input.schedules) {
            // Occurrences being published right now, posted or failed are history: only waiting ones go.
            await tx
              .deleteFrom('post_schedules')
              .where('post_id', '=', postId)
              .where('status', '=', 'SCHEDULED')
              .execute();
            await insertOccurrences(
              tx,
              access.projectId,
              postId,
              expandSchedules(input.schedules, 'UTC').map((o) => ({ ...o, isActive: post.is_active })),
            );
          }
        });
      } catch (error) {
        await dropUploads(
          services,
          access.projectId,
          saved.map((item) => item.fileId),
        );
        throw error;
      }
      await dropUploads(
        services,
        access.projectId,
        removed.map((item) => item.file_id),
      );
      return onePost(ctx, access.projectId, postId);
    },
  },

  deletePost: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { services } = ctx;
      const postId = postIdOf(ctx);
      const media = await mediaOf(services.db, [postId]);
      const deleted = await services.db
        .deleteFrom('posts')
        .where('id', '=', postId)
        .where('project_id', '=', access.projectId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound(postMessages.postNotFound);
      await dropUploads(
        services,
        access.projectId,
        media.map((item) => item.file_id),
      );
      return null;
    },
  },

  listPosts: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const page = ctx.query.page ?? 0;
      const size = ctx.query.size ?? 10;
      const column = ctx.query.sort === 'updatedAt' ? 'updated_at' : 'created_at';
      const direction = ctx.query.direction === 'asc' ? 'asc' : 'desc';
      const { db } = ctx.services;
      const total = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('project_id', '=', access.projectId)
        .executeTakeFirstOrThrow();
      const ids = await db
        .selectFrom('posts')
        .select('id')
        .where('project_id', '=', access.projectId)
        .orderBy(column, direction)
        .orderBy('id', direction)
        .limit(size)
        .offset(page * size)
        .execute();
      const totalItems = Number(total.count);
      const totalPages = Math.ceil(totalItems / size);
      return {
        content: await presentPosts(
          ctx.services,
          access.projectId,
          ids.map((row) => row.id),
        ),
        page,
        size,
        totalElements: totalItems,
        totalItems,
        totalPages,
        hasNext: page + 1 < totalPages,
        hasPrevious: page > 0,
        isFirst: page === 0,
        isLast: page + 1 >= totalPages,
      } satisfies Schemas['PostPage'];
    },
  },

  listScheduledPosts: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const from = new Date(ctx.query.from);
      const to = new Date(ctx.query.to);
      if (to.getTime() <= from.getTime())
        throw validationError([{ field: 'to', message: postMessages.windowOrder }]);
      if (to.getTime() - from.getTime() > maxWindowDays * 86_400_000)
        throw validationError([{ field: 'to', message: postMessages.windowTooLong }]);
      const rows = await ctx.services.db
        .selectFrom('post_schedules')
        .select(['post_id'])
        .select((eb) => eb.fn.min('scheduled_at').as('first'))
        .where('project_id', '=', access.projectId)
        .where('scheduled_at', '>=', from)
        .where('scheduled_at', '<', to)
        .groupBy('post_id')
        .orderBy('first')
        .orderBy('post_id')
        .execute();
      return presentPosts(
        ctx.services,
        access.projectId,
        rows.map((row) => row.post_id),
      );
    },
  },
};
