import { conflict, notFound } from '../http/errors.js';
import { postMessages } from '../messages.js';
import type { OperationContext, OperationModule } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { presentPosts } from './present.js';
import {
  cancelOccurrence,
  type OccurrenceChange,
  type OccurrenceTarget,
  retryOccurrence,
} from './schedules.js';

type OccurrenceContext = OperationContext<'retrySchedule' | 'cancelSchedule'>;

/**
 * Applies `change` to the occurrence the path names, as an editor of the current project, and answers the post
 * as it is now; the change's 404 (no such occurrence) or 409 (its pt-BR refusal) otherwise.
 */
async function changeOne(
  ctx: OccurrenceContext,
  change: (db: OccurrenceContext['services']['db'], target: OccurrenceTarget) => Promise<OccurrenceChange>,
) {
  const access = await requireProject(ctx);
  requireRole(access, 'edit');
  const { projectId } = access;
  const outcome = await change(ctx.services.db, {
    projectId,
    postId: ctx.params.id,
    scheduleId: ctx.params.scheduleId,
  });
  if (outcome.kind === 'missing') throw notFound(postMessages.scheduleNotFound);
  if (outcome.kind === 'refused') throw conflict(outcome.reason);
  const [post] = await presentPosts(ctx.services, projectId, [ctx.params.id]);
  if (!post) throw notFound(postMessages.postNotFound);
  return post;
}

/** One occurrence at a time: 'Tentar novamente' on a failed one, 'Cancelar agendamento' on a waiting one. */
export const scheduleOperations: OperationModule = {
  retrySchedule: { handle: (ctx) => changeOne(ctx, retryOccurrence) },
  cancelSchedule: { handle: (ctx) => changeOne(ctx, cancelOccurrence) },
};
