import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Schemas } from '@postify/sdk';
import { approvalMessages } from '@postify/sdk/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ReviewLinksTable } from '../db/schema.js';
import { ApiError, notFound } from '../http/errors.js';

type ReviewLinkRow = Selectable<ReviewLinksTable>;

/**
 * The signature of a review link: HMAC-SHA256 of its id and expiry with the server's secret (a purpose
 * prefix keeps it apart from the other HMACs of that secret). Binding the expiry means a link cannot be
 * stretched; revocation is the row's `revoked_at`.
 */
function signature(secret: string, id: string, expiresAt: Date): string {
  return createHmac('sha256', secret)
    .update(`review-link:${id}:${expiresAt.toISOString()}`)
    .digest('base64url');
}

/** The token of a link: `<id>.<signature>`. */
export const reviewToken = (secret: string, link: Pick<ReviewLinkRow, 'id' | 'expires_at'>) =>
  `${link.id}.${signature(secret, link.id, new Date(link.expires_at))}`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link a token opens: 404 for a missing, malformed or changed token (nothing tells a guess apart from a
 * deleted link), 410 `REVIEW_LINK_REVOKED` / `REVIEW_LINK_EXPIRED` for one that no longer opens.
 */
export async function openReviewLink(
  db: Db,
  secret: string,
  token: string | undefined,
  now = new Date(),
): Promise<ReviewLinkRow> {
  const [id, given] = (token ?? '').split('.');
  if (!id || !given || !uuidPattern.test(id)) throw notFound(approvalMessages.linkInvalid);
  const link = await db.selectFrom('review_links').selectAll().where('id', '=', id).executeTakeFirst();
  if (!link) throw notFound(approvalMessages.linkInvalid);
  const expected = Buffer.from(signature(secret, link.id, new Date(link.expires_at)));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    throw notFound(approvalMessages.linkInvalid);
  if (link.revoked_at) throw new ApiError(410, 'REVIEW_LINK_REVOKED', approvalMessages.linkRevoked);
  if (new Date(link.expires_at).getTime() <= now.getTime())
    throw new ApiError(410, 'REVIEW_LINK_EXPIRED', approvalMessages.linkExpired);
  return link;
}

/** A link as the contract shows it, with its page's URL. */
export function presentReviewLink(
  link: ReviewLinkRow,
  config: { jwtSecret: string; publicAppUrl: string },
  now = new Date(),
): Schemas['ReviewLink'] {
  const state = link.revoked_at
    ? 'REVOKED'
    : new Date(link.expires_at).getTime() <= now.getTime()
      ? 'EXPIRED'
      : 'ACTIVE';
  return {
    id: link.id,
    clientName: link.client_name,
    postIds: link.post_ids,
    url: `${config.publicAppUrl}/revisao/${reviewToken(config.jwtSecret, link)}`,
    state,
    expiresAt: new Date(link.expires_at).toISOString(),
    revokedAt: link.revoked_at ? new Date(link.revoked_at).toISOString() : null,
    createdAt: new Date(link.created_at).toISOString(),
  };
}
