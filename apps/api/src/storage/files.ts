import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Db } from '../db/database.js';
import { storageMessages } from '../messages.js';
import { projectOwner } from '../projects/limits.js';
import type { Services } from '../services.js';
import { contentMatches } from './content-types.js';
import type { StorageDriver, StoredObject } from './drivers/driver.js';
import { fileNameTaken, storageLimitReached, typeNotAccepted } from './errors.js';
import { storageOf } from './runtime.js';
import { storeThumbnail, thumbnailContentType } from './thumbnails.js';
import { dropParts } from './uploads.js';
import { advisoryLock, fits, projectQuota } from './usage.js';

/** A stored file row as the handlers read it. */
export interface FileRow {
  id: string;
  project_id: string;
  folder_id: string;
  file_name: string;
  file_size: string | number;
  content_type: string;
  storage_key: string;
  thumbnail_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** How long `fileUrl` links live (the contract: 60 minutes). */
export const fileUrlMinutes = 60;

/** Signed links to a stored file's bytes and, when it has one, to its thumbnail, both valid until `expiresAt`. */
export async function fileLinks(
  driver: StorageDriver,
  object: StoredObject,
  thumbnailKey: string | null,
  expiresAt: Date,
): Promise<{ url: string; thumbnailUrl?: string }> {
  const url = await driver.downloadUrl(object, expiresAt);
  if (!thumbnailKey) return { url };
  const thumbnail = {
    ...object,
    key: thumbnailKey,
    contentType: thumbnailContentType,
    variant: 'thumbnail' as const,
  };
  return { url, thumbnailUrl: await driver.downloadUrl(thumbnail, expiresAt) };
}

/** A file as the contract shows it, with a fresh signed `fileUrl` (and `thumbnailUrl` for images). */
export async function presentFile(services: Services, file: FileRow) {
  const { driver } = await storageOf(services);
  const { url: fileUrl, thumbnailUrl } = await fileLinks(
    driver,
    { key: file.storage_key, fileId: file.id, fileName: file.file_name, contentType: file.content_type },
    file.thumbnail_key,
    new Date(Date.now() + fileUrlMinutes * 60_000),
  );
  return {
    fileId: file.id,
    fileName: file.file_name,
    fileSize: Number(file.file_size),
    contentType: file.content_type,
    folderId: file.folder_id,
    createdAt: file.created_at.toISOString(),
    updatedAt: file.updated_at.toISOString(),
    fileUrl,
    ...(thumbnailUrl ? { thumbnailUrl } : {}),
  };
}

/** The file `fileId` of `projectId`; another project's file reads as missing. */
export function findFile(db: Db, projectId: string, fileId: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('storage_files')
    .selectAll()
    .where((eb) => eb.and({ id: fileId, project_id: projectId }))
    .executeTakeFirst();
}

/** Whether `folderId` already holds a file called `fileName`. */
export async function fileNameExists(db: Db, folderId: string, fileName: string): Promise<boolean> {
  const row = await db
    .selectFrom('storage_files')
    .select('id')
    .where((eb) => eb.and({ folder_id: folderId, file_name: fileName }))
    .executeTakeFirst();
  return row !== undefined;
}

/** A verified upload waiting to become a file. */
export interface Ingest {
  fileId: string;
  projectId: string;
  folderId: string;
  fileName: string;
  size: number;
  contentType: string;
  tempPath: string;
  /** The API key that stores it (audit); absent when a member does. */
  apiKeyId?: string | null;
}

/**
 * Makes a complete temporary file a visible file in one step: checks its content against the declared
 * type, makes an image's thumbnail, hands the bytes to the driver under a fresh key, then, under a
 * per-account lock, checks the quota and the name and inserts the row. Any failure removes the temporary
 * file and the stored bytes, so a failed upload leaves nothing visible and costs no quota.
 */
export async function ingestFile(services: Services, ingest: Ingest): Promise<FileRow> {
  const { db } = services;
  const { driver, tempDir } = await storageOf(services);
  const key = randomUUID();
  let stored = false;
  let thumbnailKey: string | null = null;
  try {
    if (!(await contentMatches(ingest.tempPath, ingest.contentType)))
      throw typeNotAccepted(storageMessages.contentMismatch);
    // The upload's own reservation is what it turns into; every other live reservation still counts.
    if (!fits(await projectQuota(db, ingest.projectId, ingest.fileId), ingest.size))
      throw storageLimitReached();
    thumbnailKey = await storeThumbnail(services, driver, tempDir, ingest.tempPath, ingest.contentType);
    await driver.store(key, ingest.tempPath, ingest.size, ingest.contentType);
    stored = true;
    return await db.transaction().execute(async (tx) => {
      const ownerId = await projectOwner(tx, ingest.projectId);
      await advisoryLock(tx, ownerId);
      if (!fits(await projectQuota(tx, ingest.projectId, ingest.fileId), ingest.size))
        throw storageLimitReached();
      if (await fileNameExists(tx, ingest.folderId, ingest.fileName)) throw fileNameTaken();
      const now = new Date();
      const row = await tx
        .insertInto('storage_files')
        .values({
          id: ingest.fileId,
          project_id: ingest.projectId,
          folder_id: ingest.folderId,
          file_name: ingest.fileName,
          file_size: ingest.size,
          content_type: ingest.contentType,
          storage_key: key,
          thumbnail_key: thumbnailKey,
          api_key_id: ingest.apiKeyId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx.deleteFrom('storage_uploads').where('id', '=', ingest.fileId).execute();
      return row;
    });
  } catch (error) {
    if (stored) await driver.remove(key).catch(() => undefined);
    if (thumbnailKey) await driver.remove(thumbnailKey).catch(() => undefined);
    throw error;
  } finally {
    await rm(ingest.tempPath, { force: true });
  }
}

/** Deletes file rows and then their bytes (rows first: a file is never listed without its bytes). */
export async function deleteFiles(
  services: Services,
  files: Pick<FileRow, 'id' | 'storage_key' | 'thumbnail_key'>[],
) {
  if (files.length === 0) return;
  await services.db
    .deleteFrom('storage_files')
    .where(
      'id',
      'in',
      files.map((file) => file.id),
    )
    .execute();
  await removeBytes(services, { keys: files.flatMap(storageKeys), uploadIds: [] });
}

/** The driver keys of a file: its bytes and its thumbnail's. */
const storageKeys = (file: Pick<FileRow, 'storage_key' | 'thumbnail_key'>) =>
  file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key];

/** Bytes kept outside the database: stored objects by key, and the parts of multipart uploads by upload id. */
export interface StoredBytes {
  keys: string[];
  uploadIds: string[];
}

/**
 * Everything a project, or some of its folders, keeps on disk or in the bucket: the files (post media
 * included, they live in the project's system folder) and the parts of pending uploads. Read before their
 * rows go.
 */
export async function storedBytes(
  db: Db,
  scope: { projectId: string } | { folderIds: string[] },
): Promise<StoredBytes> {
  const [column, values] =
    'projectId' in scope
      ? (['project_id', [scope.projectId]] as const)
      : (['folder_id', scope.folderIds] as const);
  const files = await db
    .selectFrom('storage_files')
    .select(['storage_key', 'thumbnail_key'])
    .where(column, 'in', values)
    .execute();
  const uploads = await db
    .selectFrom('storage_uploads')
    .select('upload_id')
    .where(column, 'in', values)
    .where('upload_id', 'is not', null)
    .execute();
  return {
    keys: files.flatMap(storageKeys),
    uploadIds: uploads.flatMap((upload) => (upload.upload_id ? [upload.upload_id] : [])),
  };
}

/** Removes bytes whose rows are already gone; a failure is logged for the operator, never thrown. */
export async function removeBytes(services: Services, bytes: StoredBytes): Promise<void> {
  const { driver, tempDir } = await storageOf(services);
  for (const key of bytes.keys) {
    await driver.remove(key).catch((error: unknown) => {
      services.log.warn({ err: error, key }, 'stored bytes could not be removed');
    });
  }
  for (const uploadId of bytes.uploadIds) {
    await dropParts(tempDir, uploadId).catch((error: unknown) => {
      services.log.warn({ err: error, uploadId }, 'upload parts could not be removed');
    });
  }
}
