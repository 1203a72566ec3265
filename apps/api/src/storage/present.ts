import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { type FileRow, presentFile } from './files.js';
import { type FolderRow, presentFolderSummary } from './folders.js';

/** A folder with its subfolders, files (with fresh links) and breadcrumbs, as the contract shows it. */
export async function presentFolder(services: Services, folder: FolderRow, chain: readonly FolderRow[]) {
  const db: Db = services.db;
  const subfolders = await db
    .selectFrom('storage_folders')
    .selectAll()
    .where('parent_id', '=', folder.id)
    .orderBy('name')
    .execute();
  const files: FileRow[] = await db
    .selectFrom('storage_files')
    .selectAll()
    .where('folder_id', '=', folder.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    ...presentFolderSummary(folder),
    subfolders: subfolders.map(presentFolderSummary),
    files: await Promise.all(files.map((file) => presentFile(services, file))),
    breadcrumbs: chain.map((step) => ({ folderId: step.id, name: step.name })),
  };
}
