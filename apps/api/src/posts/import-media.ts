import { buffer } from 'node:stream/consumers';
import type { PostImportMedia } from '@postify/sdk/import';
import { inferMediaKind } from '@postify/sdk/rules';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { storageOf } from '../storage/runtime.js';
import { keepUploads, type SavedUpload } from './store.js';

/** A file of 'Meus Arquivos' an import row names by its path. */
export interface StoredMediaFile {
  fileName: string;
  contentType: string;
  storageKey: string;
}

/** 'Campanhas/Verão/praia.jpg' as looked up: case-insensitive, composed accents, single slashes. */
const pathKey = (path: string) =>
  path
    .normalize('NFC')
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/')
    .toLowerCase();

/**
 * The files of the project's 'Meus Arquivos' that the paths name, by path as given. A path is the folder
 * chain from a root folder to the file; files under a password-protected folder and post media (the
 * system folder) are not reachable this way, like unknown paths, and are left out.
 */
export async function findStoredMedia(
  db: Db,
  projectId: string,
  paths: readonly string[],
): Promise<Map<string, StoredMediaFile>> {
  const found = new Map<string, StoredMediaFile>();
  if (paths.length === 0) return found;
  const folders = await db
    .selectFrom('storage_folders')
    .select(['id', 'parent_id', 'name', 'password_hash', 'is_system'])
    .where('project_id', '=', projectId)
    .execute();
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const openPath = new Map<string, string>();
  const pathOf = (id: string): string | null => {
    const folder = byId.get(id);
    if (!folder || folder.password_hash || folder.is_system) return null;
    const parent = folder.parent_id ? pathOf(folder.parent_id) : '';
    return parent === null ? null : `${parent}${pathKey(folder.name)}/`;
  };
  for (const folder of folders) {
    const path = pathOf(folder.id);
    if (path !== null) openPath.set(path, folder.id);
  }

  const wanted = new Map<string, { folderId: string; name: string }>();
  for (const path of paths) {
    const key = pathKey(path);
    const slash = key.lastIndexOf('/');
    const folderId = openPath.get(key.slice(0, slash + 1));
    if (slash > 0 && folderId) wanted.set(path, { folderId, name: key.slice(slash + 1) });
  }
  if (wanted.size === 0) return found;
  const files = await db
    .selectFrom('storage_files')
    .select(['folder_id', 'file_name', 'content_type', 'storage_key'])
    .where('project_id', '=', projectId)
    .where(
      'folder_id',
      'in',
      [...wanted.values()].map((entry) => entry.folderId),
    )
    .execute();
  const byPlace = new Map(files.map((file) => [`${file.folder_id}/${pathKey(file.file_name)}`, file]));
  for (const [path, { folderId, name }] of wanted) {
    const file = byPlace.get(`${folderId}/${name}`);
    if (file)
      found.set(path, {
        fileName: file.file_name,
        contentType: file.content_type,
        storageKey: file.storage_key,
      });
  }
  return found;
}

/** Whether the stored file is of the kind its name promised (the row's checks used the extension). */
export const sameKind = (media: PostImportMedia, file: StoredMediaFile) =>
  inferMediaKind(file.contentType) === media.kind;

/**
 * Copies the files into the project's post media (each post keeps its own copy, as the composer's
 * 'Escolher de Meus Arquivos' does), through the storage part's checks and quota. When one copy fails
 * the copies already made are deleted again.
 */
export async function copyStoredMedia(
  services: Services,
  projectId: string,
  files: readonly StoredMediaFile[],
  apiKeyId: string | null,
): Promise<SavedUpload[]> {
  const { driver } = await storageOf(services);
  const uploads = [];
  for (const file of files) {
    uploads.push({
      fileName: file.fileName,
      contentType: file.contentType,
      bytes: new Uint8Array(await buffer(await driver.open(file.storageKey))),
    });
  }
  return keepUploads(services, projectId, uploads, apiKeyId);
}
