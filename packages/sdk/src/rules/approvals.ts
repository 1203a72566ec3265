import { approvalMessages } from '../messages.js';
import { LIMITS } from '../schemas/limits.js';
import type { Schemas } from '../types.js';
import { can, type ProjectRole } from './roles.js';

/** Where a post stands in its review ('Em revisão', 'Alterações solicitadas', 'Aprovado'). */
export type ReviewStatus = Schemas['ReviewStatus'];
/** A decision on a post in review. */
export type ReviewDecision = Schemas['ReviewDecisionRequest']['decision'];
/** One line of a post's history. */
export type PostEvent = Schemas['PostEvent'];

/**
 * Whether a post written by `role` waits for review: only an EDITOR's (a partner's API key acts as one),
 * and only while the project has 'Exigir aprovação' on. OWNER and ADMIN are the reviewers; their own posts
 * are scheduled directly.
 */
export function needsReview(role: ProjectRole | null | undefined, requiresApproval: boolean): boolean {
  return requiresApproval && role === 'EDITOR';
}

/** Whether a post with this review status still waits for a decision (its schedules do not run). */
export function awaitsReview(status: ReviewStatus | null | undefined): boolean {
  return status === 'IN_REVIEW' || status === 'CHANGES_REQUESTED';
}

/** Whether `role` may approve, ask for changes, share review links and change the setting. */
export const canReview = (role: ProjectRole | null | undefined): boolean => can(role, 'review');

/**
 * Why a decision cannot be recorded, as a key of `approvalMessages` (catalogue code `approval.<key>`), or
 * null: asking for changes needs a comment (what should change), and a comment has at most 2,000 characters.
 */
export function reviewCommentErrorKey(
  decision: ReviewDecision,
  comment: string | null | undefined,
): 'commentRequired' | 'commentTooLong' | null {
  const text = comment?.trim() ?? '';
  if (text.length > LIMITS.reviewCommentMax) return 'commentTooLong';
  if (decision === 'CHANGES_REQUESTED' && text === '') return 'commentRequired';
  return null;
}

/** Why a decision cannot be recorded, in pt-BR ({@link reviewCommentErrorKey}), or null. */
export function reviewCommentError(
  decision: ReviewDecision,
  comment: string | null | undefined,
): string | null {
  const key = reviewCommentErrorKey(decision, comment);
  return key ? approvalMessages[key] : null;
}

/** A refusal of a new review link: the catalogue key and the field it belongs to. */
export interface ReviewLinkViolation {
  field: 'clientName' | 'postIds';
  key: 'clientNameRequired' | 'postsRequired' | 'postsTooMany';
}

/** What is wrong with a new review link's name and posts (empty when nothing is). */
export function reviewLinkViolations(input: {
  clientName: string;
  postIds: readonly number[];
}): ReviewLinkViolation[] {
  const violations: ReviewLinkViolation[] = [];
  if (input.clientName.trim() === '') violations.push({ field: 'clientName', key: 'clientNameRequired' });
  if (input.postIds.length === 0) violations.push({ field: 'postIds', key: 'postsRequired' });
  else if (input.postIds.length > LIMITS.reviewLinkPostsMax)
    violations.push({ field: 'postIds', key: 'postsTooMany' });
  return violations;
}

/** When a review link made at `now` for `days` (7 when absent, 1 to 30) stops opening. */
export function reviewLinkExpiry(now: Date, days: number = LIMITS.reviewLinkDaysDefault): Date {
  const clamped = Math.min(Math.max(Math.trunc(days), 1), LIMITS.reviewLinkDaysMax);
  return new Date(now.getTime() + clamped * 86_400_000);
}

/**
 * The name a history line shows for its actor: the client's ('Maria (cliente)') for a decision through a
 * review link, the integration for a partner's key, otherwise the member's name.
 */
export function eventActorName(event: Pick<PostEvent, 'actorName' | 'viaReviewLink' | 'kind'>): string {
  if (event.viaReviewLink)
    return approvalMessages.client.replace('{name}', event.actorName ?? approvalMessages.someone);
  if (event.actorName === null && event.kind !== 'PUBLISHED') return approvalMessages.partnerKey;
  return event.actorName ?? approvalMessages.someone;
}
