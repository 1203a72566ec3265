import type { Schemas } from '@postify/sdk';
import { awaitsReview, DEFAULT_PROJECT_TIME_ZONE, type NetworkVersion } from '@postify/sdk/rules';
import { sql } from 'kysely';
import { type Actor, holdOccurrences, recordEvents } from '../approvals/store.js';
import type { Db } from '../db/database.js';
import type { ReviewStatus } from '../db/schema.js';
import type { Services } from '../services.js';
import { deleteProjectMedia, type MediaUpload, saveProjectMedia } from '../storage/media.js';
import { recordPostScheduled } from '../webhooks/events.js';
import type { PostText } from './form.js';
import type { Occurrence } from './occurrences.js';
import { versionsColumn } from './versions.js';

/** The project's time zone (repeats are expanded in it). */
export async function projectTimeZone(db: Db, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('time_zone')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_PROJECT_TIME_ZONE;
}

/** How a write leaves the post's review (`reviewOfWrite` in approvals/store.ts) and who wrote it. */
export interface PostReview {
  status: ReviewStatus | null;
  /** The write sent the post to review (an EDITOR's, with 'Exigir aprovação' on). */
  submitted: boolean;
  actor: Actor;
}

const submitted = (review: PostReview) => (review.submitted ? (['SUBMITTED'] as const) : []);

/** A saved media file, ready to be attached to a post. */
export interface SavedUpload {
  fileId: string;
  contentType: string;
  fileName: string;
}

/**
 * Keeps the uploads in the project's media folder (the storage part's checks and quota). When one fails,
 * the ones already kept are deleted again, so a refused post leaves no files behind.
 */
export async function keepUploads(
  services: Services,
  projectId: string,
  uploads: readonly MediaUpload[],
  apiKeyId: string | null = null,
): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  await writeWithUploads(services, projectId, saved, async () => {
    for (const upload of uploads) {
      const kept = await saveProjectMedia(services, projectId, upload, apiKeyId);
      saved.push({ fileId: kept.fileId, contentType: kept.contentType, fileName: kept.fileName });
    }
  });
  return saved;
}

/** Deletes media files of the project (after a failed save, or media removed from a post). */
export async function dropUploads(services: Services, projectId: string, fileIds: readonly string[]) {
  for (const fileId of fileIds) {
    await deleteProjectMedia(services, projectId, fileId).catch((error: unknown) => {
      services.log.warn({ err: error, fileId }, 'post media could not be removed');
    });
  }
}

/**
 * Inserts the occurrences of a post (due at their time; inactive ones wait until activated). While the post
 * waits for review (`held`) every one is inactive, remembered as meant to run once it is approved.
 */
export async function insertOccurrences(
  db: Db,
  projectId: string,
  postId: number,
  occurrences: readonly Occurrence[],
  held = false,
): Promise<void> {
  if (occurrences.length === 0) return;
  const now = new Date();
  // Chunks keep each statement well under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < occurrences.length; start += 1000) {
    await db
      .insertInto('post_schedules')
      .values(
        occurrences.slice(start, start + 1000).map((occurrence) => ({
          post_id: postId,
          project_id: projectId,
          social_account_id: occurrence.accountId,
          scheduled_at: occurrence.at,
          next_attempt_at: occurrence.at,
          is_active: occurrence.isActive && !held,
          held_for_review: occurrence.isActive && held,
          updated_at: now,
        })),
      )
      .execute();
  }
}

/** Attaches media files to a post after its current ones. */
export async function attachMedia(
  db: Db,
  postId: number,
  media: readonly SavedUpload[],
  firstPosition: number,
) {
  if (media.length === 0) return;
  await db
    .insertInto('post_media')
    .values(
      media.map((item, index) => ({
        post_id: postId,
        file_id: item.fileId,
        position: firstPosition + index,
        content_type: item.contentType,
        file_name: item.fileName,
      })),
    )
    .execute();
}

/** What a new post is made of, apart from its media and occurrences. */
export interface NewPost {
  projectId: string;
  userId: string;
  apiKeyId?: string | null;
  text: PostText;
  isActive: boolean;
  review: PostReview;
  versions?: readonly NetworkVersion[];
  /** The author's TikTok choices; null or absent for posts without TikTok. */
  tiktokOptions?: Schemas['TikTokPostOptions'] | null;
}

/** A new post with its media, occurrences and first history lines, in one transaction; answers its id. */
export async function insertPost(
  db: Db,
  input: NewPost,
  media: readonly SavedUpload[],
  occurrences: readonly Occurrence[],
): Promise<number> {
  return db.transaction().execute((tx) => insertPostRows(tx, input, media, occurrences));
}

/** The rows of a new post, inside the caller's transaction (an import writes many in one). */
export async function insertPostRows(
  tx: Db,
  input: NewPost,
  media: readonly SavedUpload[],
  occurrences: readonly Occurrence[],
): Promise<number> {
  const now = new Date();
  const { text } = input;
  const post = await tx
    .insertInto('posts')
    .values({
      project_id: input.projectId,
      // A partner's post is the key's, not the owner's it acts through.
      created_by: input.apiKeyId ? null : input.userId,
      api_key_id: input.apiKeyId ?? null,
      caption: text.caption,
      description: text.description,
      location: text.location,
      user_tags: text.userTags,
      product_tags: text.productTags,
      alt_text: text.altText,
      versions: versionsColumn(input.versions ?? []),
      tiktok_options: input.tiktokOptions ? JSON.stringify(input.tiktokOptions) : null,
      is_active: input.isActive,
      review_status: input.review.status,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await attachMedia(tx, post.id, media, 0);
  await insertOccurrences(tx, input.projectId, post.id, occurrences, awaitsReview(input.review.status));
  await recordEvents(tx, post.id, input.review.actor, ['CREATED', ...submitted(input.review)]);
  if (occurrences.length > 0) await recordPostScheduled(tx, input.projectId, post.id);
  return post.id;
}

/**
 * Locks a post's row for an edit and reads where its review stands (whether a new or re-activated occurrence
 * must wait for it); undefined when the project has no such post.
 */
export async function lockPost(db: Db, projectId: string, postId: number) {
  const rows = await sql<{
    id: number;
    review_status: ReviewStatus | null;
  }>`select id, review_status from posts where id = ${postId} and project_id = ${projectId} for update`.execute(
    db,
  );
  return rows.rows[0];
}

/** A post's stored media with where its bytes are. */
export interface MediaRow {
  id: number;
  post_id: number;
  file_id: string;
  position: number;
  content_type: string;
  file_name: string;
  storage_key: string;
  thumbnail_key: string | null;
}

/** The media of the posts `postIds`, in their order. */
export function mediaOf(db: Db, postIds: readonly number[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('post_media')
    .innerJoin('storage_files', 'storage_files.id', 'post_media.file_id')
    .select([
      'post_media.id',
      'post_media.post_id',
      'post_media.file_id',
      'post_media.position',
      'post_media.content_type',
      'post_media.file_name',
      'storage_files.storage_key',
      'storage_files.thumbnail_key',
    ])
    .where('post_media.post_id', 'in', [...postIds])
    .orderBy('post_media.post_id')
    .orderBy('post_media.position')
    .execute();
}

/** A post of the project, or undefined. */
export function findPost(db: Db, projectId: string, postId: number) {
  return db
    .selectFrom('posts')
    .selectAll()
    .where((eb) => eb.and({ id: postId, project_id: projectId }))
    .executeTakeFirst();
}

/**
 * Edits a post in one transaction, its row locked: new texts, media removed and added after the kept
 * ones, and (when `occurrences` is given) the waiting occurrences replaced. Occurrences being published
 * right now, posted or failed are history and stay. False when the post went away meanwhile.
 */
export function updatePost(
  db: Db,
  target: { projectId: string; postId: number },
  edit: {
    text: { caption?: string; description?: string | null };
    versions: readonly NetworkVersion[];
    /** New TikTok choices; undefined leaves the stored ones. */
    tiktokOptions?: Schemas['TikTokPostOptions'] | null;
    removedMediaIds: readonly number[];
    added: readonly SavedUpload[];
    occurrences: readonly Occurrence[] | null;
    review: PostReview;
  },
): Promise<boolean> {
  const { projectId, postId } = target;
  const held = awaitsReview(edit.review.status);
  return db.transaction().execute(async (tx) => {
    if (!(await lockPost(tx, projectId, postId))) return false;
    await tx
      .updateTable('posts')
      .set({
        ...edit.text,
        review_status: edit.review.status,
        versions: versionsColumn(edit.versions),
        ...(edit.tiktokOptions === undefined
          ? {}
          : { tiktok_options: edit.tiktokOptions ? JSON.stringify(edit.tiktokOptions) : null }),
        updated_at: new Date(),
      })
      .where('id', '=', postId)
      .execute();
    if (held) await holdOccurrences(tx, postId);
    await recordEvents(tx, postId, edit.review.actor, ['EDITED', ...submitted(edit.review)]);
    if (edit.removedMediaIds.length > 0)
      await tx
        .deleteFrom('post_media')
        .where('id', 'in', [...edit.removedMediaIds])
        .execute();
    const last = await tx
      .selectFrom('post_media')
      .select(sql<number>`coalesce(max(position), -1)`.as('position'))
      .where('post_id', '=', postId)
      .executeTakeFirst();
    await attachMedia(tx, postId, edit.added, Number(last?.position ?? -1) + 1);
    if (edit.occurrences) {
      await tx
        .deleteFrom('post_schedules')
        .where('post_id', '=', postId)
        .where('status', '=', 'SCHEDULED')
        .execute();
      await insertOccurrences(tx, projectId, postId, edit.occurrences, held);
      if (edit.occurrences.length > 0) await recordPostScheduled(tx, projectId, postId);
    }
    return true;
  });
}

/** Deletes a post of the project (its media rows and occurrences cascade); false when there is none. */
export async function deletePost(db: Db, projectId: string, postId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('posts')
    .where('id', '=', postId)
    .where('project_id', '=', projectId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Runs `write`; when it fails, the media saved for it are deleted again so a refused edit leaves no files. */
export async function writeWithUploads<T>(
  services: Services,
  projectId: string,
  saved: readonly SavedUpload[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await dropUploads(
      services,
      projectId,
      saved.map((item) => item.fileId),
    );
    throw error;
  }
}
