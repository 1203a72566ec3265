import { describe, expect, it } from 'vitest';
import {
  awaitsReview,
  canReview,
  eventActorName,
  needsReview,
  reviewCommentError,
  reviewLinkExpiry,
  reviewLinkViolations,
} from './approvals.js';

describe('who waits for review', () => {
  it("sends only an EDITOR's posts to review, and only while the project requires approval", () => {
    expect(needsReview('EDITOR', true)).toBe(true);
    expect(needsReview('EDITOR', false)).toBe(false);
    expect(needsReview('ADMIN', true)).toBe(false);
    expect(needsReview('OWNER', true)).toBe(false);
  });

  it('lets OWNER and ADMIN review, nobody else', () => {
    expect(['OWNER', 'ADMIN', 'EDITOR', 'VIEWER'].map((role) => canReview(role as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps a post waiting while in review or with changes requested', () => {
    expect(awaitsReview('IN_REVIEW')).toBe(true);
    expect(awaitsReview('CHANGES_REQUESTED')).toBe(true);
    expect(awaitsReview('APPROVED')).toBe(false);
    expect(awaitsReview(null)).toBe(false);
  });
});

describe('review decisions', () => {
  it('asks for a comment when changes are requested', () => {
    expect(reviewCommentError('CHANGES_REQUESTED', '  ')).toBe('Diga o que precisa mudar');
    expect(reviewCommentError('CHANGES_REQUESTED', 'Troque a foto')).toBeNull();
    expect(reviewCommentError('APPROVED', undefined)).toBeNull();
  });

  it('refuses a comment longer than 2,000 characters', () => {
    expect(reviewCommentError('APPROVED', 'a'.repeat(2001))).toBe(
      'O comentário pode ter no máximo 2.000 caracteres',
    );
  });
});

describe('review links', () => {
  it('needs a client name and 1 to 20 posts', () => {
    expect(reviewLinkViolations({ clientName: ' ', postIds: [] })).toEqual([
      { field: 'clientName', key: 'clientNameRequired' },
      { field: 'postIds', key: 'postsRequired' },
    ]);
    expect(
      reviewLinkViolations({ clientName: 'Maria', postIds: Array.from({ length: 21 }, (_, i) => i + 1) }),
    ).toEqual([{ field: 'postIds', key: 'postsTooMany' }]);
    expect(reviewLinkViolations({ clientName: 'Maria', postIds: [1] })).toEqual([]);
  });

  it('lasts 7 days by default, between 1 and 30', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(reviewLinkExpiry(now).toISOString()).toBe('2026-11-29T12:00:00.000Z');
    expect(reviewLinkExpiry(now, 90).toISOString()).toBe('2026-12-22T12:00:00.000Z');
    expect(reviewLinkExpiry(now, 0).toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it("signs a client's decision with their name", () => {
    expect(eventActorName({ actorName: 'Maria', viaReviewLink: true, kind: 'APPROVED' })).toBe(
      'Maria (cliente)',
    );
    expect(eventActorName({ actorName: null, viaReviewLink: false, kind: 'CREATED' })).toBe(
      'Integração (chave de API)',
    );
    expect(eventActorName({ actorName: 'Ana', viaReviewLink: false, kind: 'APPROVED' })).toBe('Ana');
  });
});
