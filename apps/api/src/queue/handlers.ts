import type { Schemas } from '@postify/sdk';
import {
  awaitsReview,
  QUEUE_HORIZON_DAYS,
  queueMessages,
  queueSlotErrorKey,
  queueSlotInstants,
} from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { ApiError, conflict, type FieldViolation, notFound, validationError } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { projectAccounts } from '../posts/accounts.js';
import { networkViolations } from '../posts/checks.js';
import { kindOf } from '../posts/media.js';
import { presentPosts } from '../posts/present.js';
import { insertOccurrences, lockPost, mediaOf, projectTimeZone } from '../posts/store.js';
import { requireProject, requireRole } from '../projects/access.js';
import { recordPostScheduled } from '../webhooks/events.js';
import { queueApiMessages } from './messages.js';
import { accountsWithSlots, freeSlotOf, lockAccounts, queueEntries, slotsOf } from './store.js';

const day = 86_400_000;
/** Longest `GET /queue` window, as the calendar's (`GET /posts/scheduled`). */
const maxWindowDays = 62;

/** The project and the `{id}` account in it (404 for an account of another project or unlinked). */
async function accountOf(ctx: RequestContext, accountId: string) {
  const access = await requireProject(ctx);
  const [account] = await projectAccounts(ctx.services.db, access.projectId, [accountId]);
  if (!account) throw notFound(postMessages.accountNotInProject);
  return { access, account };
}

/** The slot's field rules, in the SDK's pt-BR, before the contract's schema. */
function slotRules(body: unknown): FieldViolation[] {
  const { weekday, time } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const key = queueSlotErrorKey({ weekday: Number(weekday ?? Number.NaN), time: String(time ?? '') }, []);
  if (key === 'weekdayInvalid' || (typeof weekday !== 'number' && key === null))
    return [{ field: 'weekday', message: queueMessages.weekdayInvalid }];
  if (key === 'timeInvalid' || typeof time !== 'string')
    return [{ field: 'time', message: queueMessages.timeInvalid }];
  return [];
}

/** The account's queue from now over the horizon, as `GET /queue` answers it. */
async function accountQueue(db: Db, projectId: string, accountId: string) {
  const from = new Date();
  const to = new Date(from.getTime() + QUEUE_HORIZON_DAYS * day);
  return queueEntries(db, projectId, [accountId], { from, to }, await projectTimeZone(db, projectId));
}

/**
 * 'Horários da fila' and the queue: slots per account, 'Adicionar à fila' (the server computes each
 * account's next free slot) and the move of a queued publication to another slot (reorder).
 */
export const queueOperations: OperationModule = {
  listQueueSlots: {
    async handle(ctx) {
      const { access } = await accountOf(ctx, ctx.params.id);
      return slotsOf(ctx.services.db, access.projectId, ctx.params.id);
    },
  },

  createQueueSlot: {
    rules: slotRules,
    async handle(ctx) {
      const { access } = await accountOf(ctx, ctx.params.id);
      requireRole(access, 'edit');
      const { db } = ctx.services;
      const slot = { weekday: ctx.body.weekday, time: ctx.body.time };
      const row = await db.transaction().execute(async (tx) => {
        await lockAccounts(tx, [ctx.params.id]);
        const existing = await slotsOf(tx, access.projectId, ctx.params.id);
        const key = queueSlotErrorKey(slot, existing);
        if (key === 'slotsMax') throw new ApiError(409, 'PLAN_LIMIT_REACHED', queueMessages.slotsMax);
        if (key === 'slotDuplicate') throw conflict(queueMessages.slotDuplicate);
        if (key)
          throw validationError([
            { field: key === 'timeInvalid' ? 'time' : 'weekday', message: queueMessages[key] },
          ]);
        return tx
          .insertInto('queue_slots')
          .values({ project_id: access.projectId, social_account_id: ctx.params.id, ...slot })
          .returning(['id', 'weekday', 'time'])
          .executeTakeFirstOrThrow();
      });
      ctx.reply.code(201);
      return row;
    },
  },

  deleteQueueSlot: {
    async handle(ctx) {
      const { access } = await accountOf(ctx, ctx.params.id);
      requireRole(access, 'edit');
      const deleted = await ctx.services.db
        .deleteFrom('queue_slots')
        .where('id', '=', ctx.params.slotId)
        .where('social_account_id', '=', ctx.params.id)
        .where('project_id', '=', access.projectId)
        .returning('id')
        .executeTakeFirst();
      if (!deleted) throw notFound(queueApiMessages.slotNotFound);
      return null;
    },
  },

  listQueue: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      const { db } = ctx.services;
      const from = ctx.query.from ? new Date(ctx.query.from) : new Date();
      const to = ctx.query.to ? new Date(ctx.query.to) : new Date(from.getTime() + QUEUE_HORIZON_DAYS * day);
      if (to.getTime() <= from.getTime())
        throw validationError([{ field: 'to', message: postMessages.windowOrder }]);
      if (to.getTime() - from.getTime() > maxWindowDays * day)
        throw validationError([{ field: 'to', message: postMessages.windowTooLong }]);
      const wanted = ctx.query.socialMediaAccountId;
      const withSlots = await accountsWithSlots(db, access.projectId);
      const linked = new Set(
        (await projectAccounts(db, access.projectId, wanted ? [wanted] : withSlots)).map((a) => a.id),
      );
      if (wanted && !linked.has(wanted)) throw notFound(postMessages.accountNotInProject);
      return queueEntries(
        db,
        access.projectId,
        withSlots.filter((id) => linked.has(id)),
        { from, to },
        await projectTimeZone(db, access.projectId),
      );
    },
  },

  addPostToQueue: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { db } = ctx.services;
      const postId = ctx.params.id;
      const ids = ctx.body.socialMediaAccountIds;
      const now = new Date();
      const notBefore = ctx.body.notBefore ? new Date(ctx.body.notBefore) : now;
      const after = notBefore.getTime() > now.getTime() ? notBefore : now;

      const post = await db
        .selectFrom('posts')
        .select(['caption', 'description', 'is_active'])
        .where('id', '=', postId)
        .where('project_id', '=', access.projectId)
        .executeTakeFirst();
      if (!post) throw notFound(postMessages.postNotFound);
      const accounts = new Map(
        (await projectAccounts(db, access.projectId, ids)).map((account) => [account.id, account]),
      );
      const unknown = ids.flatMap((id, index) =>
        accounts.has(id)
          ? []
          : [{ field: `socialMediaAccountIds[${index}]`, message: postMessages.accountNotInProject }],
      );
      if (unknown.length > 0) throw validationError(unknown);
      const kinds = (await mediaOf(db, [postId])).map((item) => kindOf(item.content_type));
      const problems = networkViolations(
        { caption: post.caption, description: post.description, kinds },
        [...accounts.values()].map((account) => account.platformName),
      );
      if (problems.length > 0) throw validationError(problems);

      const timeZone = await projectTimeZone(db, access.projectId);
      await db.transaction().execute(async (tx) => {
        const locked = await lockPost(tx, access.projectId, postId);
        if (!locked) throw notFound(postMessages.postNotFound);
        await lockAccounts(tx, ids);
        const occurrences = [];
        for (const accountId of ids) {
          const waiting = await tx
            .selectFrom('post_schedules')
            .select('id')
            .where('post_id', '=', postId)
            .where('social_account_id', '=', accountId)
            .where('status', 'in', ['SCHEDULED', 'PUBLISHING'])
            .executeTakeFirst();
          if (waiting) throw conflict(queueApiMessages.alreadyWaiting);
          const slots = await slotsOf(tx, access.projectId, accountId);
          if (slots.length === 0) throw conflict(queueMessages.noSlots);
          const at = await freeSlotOf(tx, slots, accountId, after, timeZone, QUEUE_HORIZON_DAYS);
          if (!at) throw conflict(queueMessages.queueFull);
          occurrences.push({ accountId, at, isActive: post.is_active });
        }
        // A post that awaits review takes its slots now and runs once it is approved, like its other schedules.
        await insertOccurrences(
          tx,
          access.projectId,
          postId,
          occurrences,
          awaitsReview(locked.review_status),
        );
        await tx.updateTable('posts').set({ updated_at: new Date() }).where('id', '=', postId).execute();
        await recordPostScheduled(tx, access.projectId, postId);
      });
      const [present] = await presentPosts(ctx.services, access.projectId, [postId]);
      if (!present) throw notFound(postMessages.postNotFound);
      return present;
    },
  },

  moveQueueItem: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const { db } = ctx.services;
      const { scheduleId } = ctx.body;
      const to = new Date(ctx.body.to);
      const timeZone = await projectTimeZone(db, access.projectId);
      const accountId = await db.transaction().execute(async (tx) => {
        const { rows } = await sql<{
          id: number;
          post_id: number;
          social_account_id: string;
          scheduled_at: Date;
          status: Schemas['Schedule']['status'];
        }>`select id, post_id, social_account_id, scheduled_at, status from post_schedules
           where id = ${scheduleId} and project_id = ${access.projectId} for update`.execute(tx);
        const moved = rows[0];
        if (!moved) throw notFound(postMessages.scheduleNotFound);
        await lockAccounts(tx, [moved.social_account_id]);
        if (moved.status !== 'SCHEDULED') throw conflict(queueMessages.notQueued);
        const now = new Date();
        const slots = await slotsOf(tx, access.projectId, moved.social_account_id);
        // Any future instant of the account's slots: a queue filled from a later day ('notBefore') is
        // reordered there too, beyond the eight weeks that follow now.
        const isSlot =
          to.getTime() > now.getTime() &&
          queueSlotInstants(slots, to, timeZone, 1).some((at) => at.getTime() === to.getTime());
        if (!isSlot) throw validationError([{ field: 'to', message: queueApiMessages.notASlot }]);
        const holder = await tx
          .selectFrom('post_schedules')
          .select(['id', 'status'])
          .where('social_account_id', '=', moved.social_account_id)
          .where('scheduled_at', '=', to)
          .where('status', 'in', ['SCHEDULED', 'PUBLISHING'])
          .where('id', '!=', moved.id)
          .forUpdate()
          .executeTakeFirst();
        if (holder?.status === 'PUBLISHING') throw conflict(queueApiMessages.slotBeingPublished);
        const reschedule = (id: number, at: Date) =>
          tx
            .updateTable('post_schedules')
            .set({ scheduled_at: at, next_attempt_at: at, updated_at: now })
            .where('id', '=', id)
            .execute();
        await reschedule(moved.id, to);
        if (holder) await reschedule(holder.id, moved.scheduled_at);
        return moved.social_account_id;
      });
      return accountQueue(db, access.projectId, accountId);
    },
  },
};
