import { DEFAULT_PROJECT_TIME_ZONE } from '@postify/sdk/rules';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { deleteProjectMedia, type MediaUpload, saveProjectMedia } from '../storage/media.js';
import type { PostText } from './form.js';
import type { Occurrence } from './occurrences.js';

/** The project's time zone (repeats are expanded in it). */
export async function projectTimeZone(db: Db, projectId: string): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('time_zone')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_PROJECT_TIME_ZONE;
}

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
): Promise<SavedUpload[]> {
  const saved: SavedUpload[] = [];
  try {
    for (const upload of uploads) {
      const kept = await saveProjectMedia(services, projectId, upload);
      saved.push({ fileId: kept.fileId, contentType: kept.contentType, fileName: kept.fileName });
    }
  } catch (error) {
    await dropUploads(
      services,
      projectId,
      saved.map((item) => item.fileId),
    );
    throw error;
  }
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

/** Inserts the occurrences of a post (due at their time; inactive ones wait until activated). */
export async function insertOccurrences(
  db: Db,
  projectId: string,
  postId: number,
  occurrences: readonly Occurrence[],
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
          is_active: occurrence.isActive,
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

/** A new post with its media and occurrences, in one transaction; answers its id. */
export async function insertPost(
  db: Db,
  input: { projectId: string; userId: string; text: PostText; isActive: boolean },
  media: readonly SavedUpload[],
  occurrences: readonly Occurrence[],
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const now = new Date();
    const { text } = input;
    const post = await tx
      .insertInto('posts')
      .values({
        project_id: input.projectId,
        created_by: input.userId,
        caption: text.caption,
        description: text.description,
        location: text.location,
        user_tags: text.userTags,
        product_tags: text.productTags,
        alt_text: text.altText,
        is_active: input.isActive,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachMedia(tx, post.id, media, 0);
    await insertOccurrences(tx, input.projectId, post.id, occurrences);
    return post.id;
  });
}

/** Locks a post's row for an edit; undefined when the project has no such post. */
export async function lockPost(db: Db, projectId: string, postId: number) {
  const rows = await sql<{
    id: number;
  }>`select id from posts where id = ${postId} and project_id = ${projectId} for update`.execute(db);
  return rows.rows[0];
}
