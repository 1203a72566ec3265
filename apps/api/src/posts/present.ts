import type { Schemas } from '@postify/sdk';
import type { Services } from '../services.js';
import { fileLinks } from '../storage/files.js';
import { storageOf } from '../storage/runtime.js';
import { type PostDocument, readPosts } from './reads.js';
import { postStatus } from './status.js';
import type { MediaRow } from './store.js';

/** How long the media links of a post answer live: long enough for a screen, short enough to leak little. */
export const postMediaUrlMinutes = 24 * 60;

/**
 * When the media links of an answer made now expire: `postMediaUrlMinutes` from now, rounded up to the
 * minute. Every answer of one minute gives a file the same link, so the browser's cache keeps the picture
 * across reloads and the signer remembers the signature instead of computing it again.
 */
export function postMediaExpiry(nowMs = Date.now()): Date {
  return new Date(Math.ceil((nowMs + postMediaUrlMinutes * 60_000) / 60_000) * 60_000);
}

/** A signed link to one media file, valid `minutes`. */
export async function mediaUrl(
  services: Services,
  media: MediaRow,
  minutes = postMediaUrlMinutes,
): Promise<string> {
  const { driver } = await storageOf(services);
  return driver.downloadUrl(
    {
      key: media.storage_key,
      fileId: media.file_id,
      fileName: media.file_name,
      contentType: media.content_type,
    },
    new Date(Date.now() + minutes * 60_000),
  );
}

/** A link without its signature: the part that stays the same between two signings of one file. */
export const unsignedUrl = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The posts `postIds` of `projectId` as the contract shows them, in the order of `postIds`. */
export async function presentPosts(
  services: Services,
  projectId: string,
  postIds: readonly number[],
): Promise<Schemas['Post'][]> {
  return presentPostDocuments(services, await readPosts(services.db, projectId, postIds));
}

/** A timestamp of the read statements' JSON in the contract's form (UTC, milliseconds). */
const iso = (text: string) => new Date(text).toISOString();

/** Posts as the read statements answer them, as the contract shows them, their media links signed. */
export async function presentPostDocuments(
  services: Services,
  posts: readonly PostDocument[],
): Promise<Schemas['Post'][]> {
  if (posts.length === 0) return [];
  // The driver is looked up once and every link of the answer shares one expiry.
  const { driver } = await storageOf(services);
  const expiresAt = postMediaExpiry();
  return Promise.all(
    posts.map(async (post) => {
      const media = await Promise.all(
        post.media.map(async (item) => ({
          ...(await fileLinks(
            driver,
            {
              key: item.storageKey,
              fileId: item.fileId,
              fileName: item.fileName,
              contentType: item.contentType,
            },
            item.thumbnailKey,
            expiresAt,
          )),
          contentType: item.contentType,
          fileName: item.fileName,
        })),
      );
      return {
        id: post.id,
        caption: post.caption,
        description: post.description,
        location: post.location,
        userTags: post.userTags,
        productTags: post.productTags,
        altText: post.altText,
        tiktokOptions: post.tiktokOptions,
        mediaUrls: media.map((item) => item.url),
        media,
        ...postStatus(
          post.schedules.map((schedule) => schedule.status),
          post.reviewStatus,
        ),
        reviewStatus: post.reviewStatus,
        createdAt: iso(post.createdAt),
        updatedAt: iso(post.updatedAt),
        schedules: post.schedules.map((schedule) => ({
          id: schedule.id,
          scheduledAt: iso(schedule.scheduledAt),
          postedAt: schedule.postedAt === null ? null : iso(schedule.postedAt),
          status: schedule.status,
          failureReason: schedule.failureReason,
          firstComment: schedule.firstCommentStatus
            ? { status: schedule.firstCommentStatus, failureReason: schedule.firstCommentFailure }
            : null,
          socialMediaAccount: {
            id: schedule.accountId,
            platformName: schedule.platformName,
            username: schedule.username,
            status: schedule.accountStatus,
          },
        })),
        versions: post.versions.map((version) => ({
          network: version.network as Schemas['PostVersion']['network'],
          caption: version.caption,
          mediaOrder: version.mediaOrder ?? null,
          firstComment: version.firstComment ?? null,
        })),
      } satisfies Schemas['Post'];
    }),
  );
}
