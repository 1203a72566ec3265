import { conflict, notFound } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { OperationContext, OperationModule } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { presentPosts } from './present.js';
import { cancelOccurrence, type OccurrenceChange, retryOccurrence } from './schedules.js';

/** The post after a change of one of its occurrences, or the change's 404 or 409. */
async function afterChange(
  ctx: OperationContext<'retrySchedule' | 'cancelSchedule'>,
  projectId: string,
  change: OccurrenceChange,
) {
  if (change.kind === 'missing') throw notFound(postMessages.scheduleNotFound);
  if (change.kind === 'refused') throw conflict(change.reason);
  const [post] = await presentPosts(ctx.services, projectId, [ctx.params.id]);
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

/** One occurrence at a time: 'Tentar novamente' on a failed one, 'Cancelar agendamento' on a waiting one. */
export const scheduleOperations: OperationModule = {
  retrySchedule: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const target = {
        projectId: access.projectId,
        postId: ctx.params.id,
        scheduleId: ctx.params.scheduleId,
      };
      return afterChange(ctx, access.projectId, await retryOccurrence(ctx.services.db, target));
    },
  },

  cancelSchedule: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const target = {
        projectId: access.projectId,
        postId: ctx.params.id,
        scheduleId: ctx.params.scheduleId,
      };
      return afterChange(ctx, access.projectId, await cancelOccurrence(ctx.services.db, target));
    },
  },
};
