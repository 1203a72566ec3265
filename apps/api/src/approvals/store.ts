import type { Schemas } from '@postify/sdk';
import { awaitsReview, needsReview } from '@postify/sdk/rules';
import type { Db } from '../db/database.js';
import type { PostEventKind, ReviewStatus } from '../db/schema.js';
import type { ProjectAccess } from '../projects/access.js';
import { recordPostScheduled } from '../webhooks/events.js';

/** Who did something to a post: a member (their name then), a client through a link, or a partner's key. */
export interface Actor {
  userId: string | null;
  name: string | null;
  reviewLinkId?: string;
}

/** The project's 'Exigir aprovação'. */
export async function requiresApproval(db: Db, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('requires_approval')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.requires_approval ?? false;
}

/** The caller as a history line names them: a partner's key has no name of its own. */
export async function actorOf(db: Db, access: ProjectAccess): Promise<Actor> {
  if (access.apiKeyId) return { userId: null, name: null };
  const user = await db.selectFrom('users').select('name').where('id', '=', access.userId).executeTakeFirst();
  return { userId: access.userId, name: user?.name ?? null };
}

/**
 * How a write by the caller leaves the post's review: an EDITOR's write while the project requires approval
 * sends it (back) to review; anyone else's keeps where it stood (null for a new post).
 */
export async function reviewOfWrite(
  db: Db,
  access: ProjectAccess,
  current: ReviewStatus | null,
): Promise<{ status: ReviewStatus | null; submitted: boolean; actor: Actor }> {
  const submitted = needsReview(access.role, await requiresApproval(db, access.projectId));
  return { status: submitted ? 'IN_REVIEW' : current, submitted, actor: await actorOf(db, access) };
}

/** Appends lines to a post's history. */
export async function recordEvents(
  db: Db,
  postId: number,
  actor: Actor,
  kinds: readonly PostEventKind[],
  comment: string | null = null,
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insertInto('post_events')
    .values(
      kinds.map((kind) => ({
        post_id: postId,
        kind,
        actor_user_id: actor.userId,
        actor_name: actor.name,
        review_link_id: actor.reviewLinkId ?? null,
        comment,
      })),
    )
    .execute();
}

/** Makes a post's waiting occurrences wait for review (inactive, remembered as meant to run). */
export async function holdOccurrences(db: Db, postId: number): Promise<void> {
  await db
    .updateTable('post_schedules')
    .set({ is_active: false, held_for_review: true, updated_at: new Date() })
    .where('post_id', '=', postId)
    .where('status', '=', 'SCHEDULED')
    .where('is_active', '=', true)
    .execute();
}

/**
 * Records a decision on a post waiting for review, its row locked: APPROVED releases the occurrences held
 * for review (they run at their time; one already past runs at once) and announces `post.scheduled`;
 * CHANGES_REQUESTED keeps them held. False when the post no longer waits (decided meanwhile, or gone).
 */
export function decide(
  db: Db,
  target: { projectId: string; postId: number },
  decision: 'APPROVED' | 'CHANGES_REQUESTED',
  actor: Actor,
  comment: string | null,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const post = await tx
      .selectFrom('posts')
      .select(['id', 'review_status'])
      .where('id', '=', target.postId)
      .where('project_id', '=', target.projectId)
      .forUpdate()
      .executeTakeFirst();
    if (!post || !awaitsReview(post.review_status)) return false;
    const now = new Date();
    await tx
      .updateTable('posts')
      .set({ review_status: decision, updated_at: now })
      .where('id', '=', post.id)
      .execute();
    await recordEvents(tx, post.id, actor, [decision], comment);
    if (decision === 'APPROVED') {
      await tx
        .updateTable('post_schedules')
        .set({ is_active: true, held_for_review: false, updated_at: now })
        .where('post_id', '=', post.id)
        .where('status', '=', 'SCHEDULED')
        .where('held_for_review', '=', true)
        .execute();
      await recordPostScheduled(tx, target.projectId, post.id);
    }
    return true;
  });
}

/** The project's posts waiting for a decision, the longest waiting first (at most 200). */
export async function reviewQueueIds(db: Db, projectId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('project_id', '=', projectId)
    .where('review_status', 'in', ['IN_REVIEW', 'CHANGES_REQUESTED'])
    .orderBy('updated_at', 'asc')
    .orderBy('id', 'asc')
    .limit(200)
    .execute();
  return rows.map((row) => row.id);
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A post's history, oldest first: the recorded lines and, from its occurrences, each publication on a
 * network. `reviewOnly` keeps the decisions alone (what a client sees).
 */
export async function postHistory(
  db: Db,
  postId: number,
  reviewOnly = false,
): Promise<Schemas['PostEvent'][]> {
  let query = db
    .selectFrom('post_events')
    .selectAll()
    .where('post_id', '=', postId)
    .orderBy('created_at')
    .orderBy('id');
  if (reviewOnly) query = query.where('kind', 'in', ['APPROVED', 'CHANGES_REQUESTED']);
  const recorded = (await query.execute()).map((row): Schemas['PostEvent'] => ({
    id: `e${row.id}`,
    kind: row.kind,
    actorName: row.actor_name,
    viaReviewLink: row.review_link_id !== null,
    comment: row.comment,
    platformName: null,
    at: iso(row.created_at),
  }));
  if (reviewOnly) return recorded;
  const published = await db
    .selectFrom('post_schedules')
    .innerJoin('social_accounts', 'social_accounts.id', 'post_schedules.social_account_id')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select(['post_schedules.id', 'post_schedules.posted_at', 'platforms.name'])
    .where('post_schedules.post_id', '=', postId)
    .where('post_schedules.posted_at', 'is not', null)
    .execute();
  const publications = published.map((row): Schemas['PostEvent'] => ({
    id: `p${row.id}`,
    kind: 'PUBLISHED',
    actorName: null,
    viaReviewLink: false,
    comment: null,
    platformName: row.name,
    at: iso(row.posted_at as Date),
  }));
  return [...recorded, ...publications].sort((a, b) => a.at.localeCompare(b.at));
}
