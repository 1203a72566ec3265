import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badRequest } from '../http/errors.js';
import { storageMessages } from '../messages.js';
import type { Services } from '../services.js';
import { isAcceptedContentType, normaliseContentType } from './content-types.js';
import { fileNotFound, fileTooLarge, typeNotAccepted } from './errors.js';
import { deleteFiles, fileNameExists, findFile, ingestFile } from './files.js';
import { neutraliseName } from './names.js';
import { storageOf } from './runtime.js';

/** Name of the per-project system folder holding post media (hidden from the folder list). */
export const mediaFolderName = 'Mídia dos posts';

/** Lifetime of the links `saveProjectMedia` and `projectMediaUrl` give: the longest allowed, 7 days. */
export const mediaUrlMinutes = 10_080;

/** A post media file to keep. */
export interface MediaUpload {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** A kept post media file. */
export interface SavedMedia {
  fileId: string;
  /** Signed download link valid `mediaUrlMinutes`; ask `projectMediaUrl` for a fresh one. */
  url: string;
  contentType: string;
  fileName: string;
}

/** The project's media folder, created on first use. */
export async function mediaFolderId(services: Services, projectId: string): Promise<string> {
  const { db } = services;
  const find = () =>
    db
      .selectFrom('storage_folders')
      .select('id')
      .where('project_id', '=', projectId)
      .where('is_system', '=', true)
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await db
    .insertInto('storage_folders')
    .values({ project_id: projectId, parent_id: null, name: mediaFolderName, is_system: true })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`media folder of project ${projectId} could not be created`);
  return created.id;
}

/** `name` or, when the folder has it already, `name (2)`, `name (3)`… keeping the extension. */
async function freeName(services: Services, folderId: string, name: string): Promise<string> {
  if (!(await fileNameExists(services.db, folderId, name))) return name;
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let copy = 2; ; copy += 1) {
    const candidate = `${stem} (${copy})${extension}`;
    if (!(await fileNameExists(services.db, folderId, candidate))) return candidate;
  }
}

/**
 * Keeps a post's media file in the project's storage (its system folder), with the same checks as an
 * upload: accepted type, content matching the type, per-file limit and the plan's quota, which it then
 * counts in. Throws the storage `ApiError`s (413, 415, 409 `PLAN_LIMIT_REACHED`).
 */
export async function saveProjectMedia(
  services: Services,
  projectId: string,
  media: MediaUpload,
  apiKeyId: string | null = null,
): Promise<SavedMedia> {
  const contentType = normaliseContentType(media.contentType);
  if (!isAcceptedContentType(contentType)) throw typeNotAccepted();
  if (media.bytes.byteLength === 0) throw badRequest(storageMessages.sizeMismatch);
  if (media.bytes.byteLength > services.config.storage.maxFileBytes) throw fileTooLarge();
  const safeName = neutraliseName(media.fileName);
  const folderId = await mediaFolderId(services, projectId);
  const fileName = await freeName(services, folderId, safeName || `midia-${Date.now()}`);
  const { tempDir, driver } = await storageOf(services);
  const fileId = randomUUID();
  const tempPath = join(tempDir, `${fileId}.media`);
  await writeFile(tempPath, media.bytes);
  const file = await ingestFile(services, {
    fileId,
    projectId,
    folderId,
    fileName,
    size: media.bytes.byteLength,
    contentType,
    tempPath,
    apiKeyId,
  });
  const url = await driver.downloadUrl(
    { key: file.storage_key, fileId, fileName, contentType },
    new Date(Date.now() + mediaUrlMinutes * 60_000),
  );
  return { fileId, url, contentType, fileName };
}

/** A fresh signed link to one of the project's files (`minutes`, default 7 days); 404 when not there. */
export async function projectMediaUrl(
  services: Services,
  projectId: string,
  fileId: string,
  minutes: number = mediaUrlMinutes,
): Promise<string> {
  const file = await findFile(services.db, projectId, fileId);
  if (!file) throw fileNotFound();
  const { driver } = await storageOf(services);
  return driver.downloadUrl(
    { key: file.storage_key, fileId, fileName: file.file_name, contentType: file.content_type },
    new Date(Date.now() + minutes * 60_000),
  );
}

/** Deletes one of the project's files and frees its quota; a missing file (or another project's) is a no-op. */
export async function deleteProjectMedia(
  services: Services,
  projectId: string,
  fileId: string,
): Promise<void> {
  const file = await findFile(services.db, projectId, fileId);
  if (file) await deleteFiles(services, [file]);
}
