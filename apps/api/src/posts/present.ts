import type { Schemas } from '@postify/sdk';
import type { Services } from '../services.js';
import { fileLinks } from '../storage/files.js';
import { storageOf } from '../storage/runtime.js';
import { postStatus } from './status.js';
import { type MediaRow, mediaOf, postRows, scheduleRows } from './store.js';

/** How long the media links of a post answer live: long enough for a screen, short enough to leak little. */
export const postMediaUrlMinutes = 24 * 60;

/** Signed links to one media file and its thumbnail (images only), valid `minutes`. */
async function mediaLinks(services: Services, media: MediaRow, minutes = postMediaUrlMinutes) {
  const { driver } = await storageOf(services);
  return fileLinks(
    driver,
    {
      key: media.storage_key,
      fileId: media.file_id,
      fileName: media.file_name,
      contentType: media.content_type,
    },
    media.thumbnail_key,
    new Date(Date.now() + minutes * 60_000),
  );
}

/** A signed link to one media file, valid `minutes`. */
export async function mediaUrl(
  services: Services,
  media: MediaRow,
  minutes = postMediaUrlMinutes,
): Promise<string> {
  return (await mediaLinks(services, { ...media, thumbnail_key: null }, minutes)).url;
}

/** A link without its signature: the part that stays the same between two signings of one file. */
export const unsignedUrl = (url: string) => url.split(/[?#]/)[0] ?? url;

/** The posts `postIds` of `projectId` as the contract shows them, in the order of `postIds`. */
export async function presentPosts(
  services: Services,
  projectId: string,
  postIds: readonly number[],
): Promise<Schemas['Post'][]> {
  if (postIds.length === 0) return [];
  const { db } = services;
  const [posts, schedules, media] = await Promise.all([
    postRows(db, projectId, postIds),
    scheduleRows(db, postIds),
    mediaOf(db, postIds),
  ]);
  const links = await Promise.all(media.map((item) => mediaLinks(services, item)));

  const byId = new Map(posts.map((post) => [post.id, post]));
  return postIds.flatMap((id) => {
    const post = byId.get(id);
    if (!post) return [];
    const own = schedules.filter((schedule) => schedule.post_id === id);
    const ownMedia = media
      .map((item, index) => ({ item, links: links[index] ?? { url: '' } }))
      .filter(({ item }) => item.post_id === id)
      .map(({ item, links }) => ({ ...links, contentType: item.content_type, fileName: item.file_name }));
    return [
      {
        id: post.id,
        caption: post.caption,
        description: post.description,
        location: post.location,
        userTags: post.user_tags,
        productTags: post.product_tags,
        altText: post.alt_text,
        mediaUrls: ownMedia.map((item) => item.url),
        media: ownMedia,
        ...postStatus(own.map((schedule) => schedule.status)),
        createdAt: post.created_at.toISOString(),
        updatedAt: post.updated_at.toISOString(),
        schedules: own.map((schedule) => ({
          id: schedule.id,
          scheduledAt: schedule.scheduled_at.toISOString(),
          postedAt: schedule.posted_at?.toISOString() ?? null,
          status: schedule.status,
          failureReason: schedule.failure_reason,
          socialMediaAccount: {
            id: schedule.account_id,
            platformName: schedule.platform_name,
            username: schedule.username,
            status: schedule.account_status,
          },
        })),
      },
    ];
  });
}
