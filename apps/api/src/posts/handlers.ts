import type { Schemas } from '@postify/sdk';
import { reviewOfWrite } from '../approvals/store.js';
import { notFound, validationError } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { OperationContext, OperationModule, RequestContext } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { networkViolations, scheduleAccounts } from './checks.js';
import { parseTemplateForm, parseUpdateForm } from './form.js';
import { checkUploads, kindOf, mediaViolations } from './media.js';
import { readMultipartForm } from './multipart.js';
import { expandSchedules } from './occurrences.js';
import { mediaUrl, presentPostDocuments, presentPosts, unsignedUrl } from './present.js';
import { asksForFreshAnswer } from './read-cache.js';
import { readPostPage, readPostsScheduledBetween } from './reads.js';
import { scheduleOperations } from './schedule-handlers.js';
import {
  deletePost,
  dropUploads,
  findPost,
  insertPost,
  keepUploads,
  mediaOf,
  projectTimeZone,
  updatePost,
  writeWithUploads,
} from './store.js';
import { checkTikTokOptions, storedTikTokOptions, waitingAccounts } from './tiktok.js';
import { storedVersions } from './versions.js';

/** Longest `/posts/scheduled` window: a calendar shows a week, two months leave room for month views. */
const maxWindowDays = 62;

/** The multipart form of a post write and the caller's project, where they may edit. */
async function readPostForm(ctx: RequestContext) {
  const { maxImageBytes, maxVideoBytes } = ctx.services.config.posts;
  // The body is read first: answering before it is consumed would cut the client's upload short.
  const form = await readMultipartForm(ctx.request, {
    maxFileBytes: Math.max(maxImageBytes, maxVideoBytes),
    // The most a valid post carries: 15 images or one video (one more file is read to name the rule).
    maxTotalBytes: Math.max(16 * maxImageBytes, maxVideoBytes),
    maxFiles: 16,
  });
  const access = await requireProject(ctx);
  requireRole(access, 'edit');
  return { form, access };
}

async function onePost(ctx: RequestContext, projectId: string, postId: number): Promise<Schemas['Post']> {
  const [post] = await presentPosts(ctx.services, projectId, [postId]);
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

const postIdOf = (ctx: OperationContext<'getPost' | 'updatePost' | 'deletePost'>) => ctx.params.id;

/**
 * The posts calls: create (template), read, edit, delete, the paged list, the calendar window, and the
 * retry or cancel of one occurrence.
 */
export const postOperations: OperationModule = {
  createTemplate: {
    async handle(ctx) {
      const { form, access } = await readPostForm(ctx);
      const { services } = ctx;
      const { input, violations } = parseTemplateForm(form);
      const uploads = await checkUploads(form.files, services.config.posts);
      violations.push(...mediaViolations(uploads.map((upload) => upload.contentType)));
      if (violations.length > 0) throw validationError(violations);

      const accounts = await scheduleAccounts(services.db, access.projectId, input.schedules);
      const networkProblems = networkViolations(
        { caption: input.caption, description: input.description, kinds: uploads.map((u) => u.kind) },
        [...accounts.values()].map((account) => account.platformName),
        input.versions,
      );
      const tiktok = await checkTikTokOptions(
        services,
        access.projectId,
        [...accounts.values()],
        input.tiktokOptions,
      );
      networkProblems.push(...tiktok.violations);
      if (networkProblems.length > 0) throw validationError(networkProblems);

      const occurrences = expandSchedules(
        input.schedules,
        await projectTimeZone(services.db, access.projectId),
      );
      const review = await reviewOfWrite(services.db, access, null);
      const saved = await keepUploads(services, access.projectId, uploads, access.apiKeyId ?? null);
      const postId = await writeWithUploads(services, access.projectId, saved, () =>
        insertPost(
          services.db,
          {
            projectId: access.projectId,
            userId: access.userId,
            apiKeyId: access.apiKeyId ?? null,
            text: input,
            isActive: input.isActive,
            review,
            versions: input.versions,
            tiktokOptions: tiktok.options,
          },
          saved,
          occurrences.map((occurrence) => ({
            ...occurrence,
            isActive: occurrence.isActive && input.isActive,
          })),
        ),
      );
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
      const { form, access } = await readPostForm(ctx);
      const { services } = ctx;
      const { db } = services;
      const postId = postIdOf(ctx);
      const post = await findPost(db, access.projectId, postId);
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

      // The accounts the post will still go to: the new schedules, or the unposted ones it keeps.
      const waiting = input.schedules
        ? [...(await scheduleAccounts(db, access.projectId, input.schedules)).values()]
        : await waitingAccounts(db, postId);
      const accounts = waiting.map((account) => account.platformName);
      // Kept versions lose their media order when the media change: its indexes named other files.
      const mediaChanged = uploads.length > 0 || kept.length !== current.length;
      const versions =
        input.versions ??
        storedVersions(post.versions).map((version) =>
          mediaChanged ? { ...version, mediaOrder: null } : version,
        );
      const networkProblems = networkViolations(
        {
          caption: input.caption ?? post.caption,
          description: input.description === undefined ? post.description : input.description,
          kinds: finalTypes.map(kindOf),
        },
        accounts,
        versions,
      );
      // TikTok's choices are checked again whenever they or the accounts change.
      const tiktok =
        input.schedules || input.tiktokOptions
          ? await checkTikTokOptions(
              services,
              access.projectId,
              waiting,
              input.tiktokOptions,
              storedTikTokOptions(post.tiktok_options),
            )
          : null;
      networkProblems.push(...(tiktok?.violations ?? []));
      if (networkProblems.length > 0) throw validationError(networkProblems);

      const review = await reviewOfWrite(db, access, post.review_status);
      const saved = await keepUploads(services, access.projectId, uploads, access.apiKeyId ?? null);
      const removed = current.filter((item) => !kept.includes(item));
      await writeWithUploads(services, access.projectId, saved, async () => {
        const updated = await updatePost(
          db,
          { projectId: access.projectId, postId },
          {
            text: {
              ...(input.caption === undefined ? {} : { caption: input.caption }),
              ...(input.description === undefined ? {} : { description: input.description }),
            },
            versions,
            ...(tiktok ? { tiktokOptions: tiktok.options } : {}),
            removedMediaIds: removed.map((item) => item.id),
            added: saved,
            occurrences: input.schedules
              ? expandSchedules(input.schedules, 'UTC').map((o) => ({ ...o, isActive: post.is_active }))
              : null,
            review,
          },
        );
        // The post was deleted while this edit was checked.
        if (!updated) throw notFound(postMessages.postNotFound);
      });
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
      if (!(await deletePost(services.db, access.projectId, postId)))
        throw notFound(postMessages.postNotFound);
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
      return ctx.services.postReads.answer(
        access,
        `page ${page} ${size} ${column} ${direction}`,
        async () => {
          const { total: totalItems, posts } = await readPostPage(ctx.services.db, access.projectId, {
            index: page,
            size,
            column,
            direction,
          });
          const totalPages = Math.ceil(totalItems / size);
          return {
            content: await presentPostDocuments(ctx.services, posts),
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
        asksForFreshAnswer(ctx.request),
      );
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
      return ctx.services.postReads.answer(
        access,
        `scheduled ${from.toISOString()} ${to.toISOString()}`,
        async () =>
          presentPostDocuments(
            ctx.services,
            await readPostsScheduledBetween(ctx.services.db, access.projectId, from, to),
          ),
        asksForFreshAnswer(ctx.request),
      );
    },
  },

  ...scheduleOperations,
};
