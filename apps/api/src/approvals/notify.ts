import { eventActorName } from '@postify/sdk/rules';
import { reviewDecisionMail } from '../mail/templates.js';
import type { Services } from '../services.js';
import type { Actor } from './store.js';

/**
 * E-mails a post's author the decision on it (who decided, and the comment). A post a partner's key wrote
 * has no author to tell; a member who decides on their own post is not told what they just did.
 */
export async function notifyAuthor(
  services: Services,
  target: { projectId: string; postId: number },
  input: { decision: 'APPROVED' | 'CHANGES_REQUESTED'; comment: string | null; actor: Actor },
): Promise<void> {
  const row = await services.db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.created_by')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .select(['users.id as authorId', 'users.email', 'posts.caption', 'projects.name as projectName'])
    .where('posts.id', '=', target.postId)
    .where('posts.project_id', '=', target.projectId)
    .executeTakeFirst();
  if (!row || row.authorId === input.actor.userId) return;
  const decidedBy = eventActorName({
    actorName: input.actor.name,
    viaReviewLink: input.actor.reviewLinkId !== undefined,
    kind: input.decision,
  });
  await services.mailer.send(
    reviewDecisionMail(row.email, {
      projectName: row.projectName,
      caption: row.caption,
      decidedBy,
      decision: input.decision,
      comment: input.comment,
      href: `${services.config.publicAppUrl}/posts`,
    }),
  );
}
