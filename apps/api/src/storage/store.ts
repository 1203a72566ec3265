import { type Db, inTransaction } from '../db/database.js';
import { type StoredBytes, storedBytes } from './files.js';
import { subtreeIds } from './folders.js';

/** The project's top-level folders the user sees (not the system ones), by name. */
export function rootFolders(db: Db, projectId: string) {
  return db
    .selectFrom('storage_folders')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('parent_id', 'is', null)
    .where('is_system', '=', false)
    .orderBy('name')
    .execute();
}

/** Creates a folder; undefined when its parent already holds one of that name (the unique index decides). */
export function insertFolder(
  db: Db,
  folder: { projectId: string; parentId: string | null; name: string; passwordHash: string | null },
) {
  return db
    .insertInto('storage_folders')
    .values({
      project_id: folder.projectId,
      parent_id: folder.parentId,
      name: folder.name,
      password_hash: folder.passwordHash,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (String((error as { code?: string }).code) === '23505') return undefined;
      throw error;
    });
}

/**
 * Deletes a folder with its subfolders, files and pending uploads in one transaction; answers the bytes
 * they leave behind, which the caller removes once the rows are gone.
 */
export function deleteFolderTree(db: Db, folderId: string): Promise<StoredBytes> {
  return inTransaction(db, async (tx) => {
    const folderIds = await subtreeIds(tx, folderId);
    const stored = await storedBytes(tx, { folderIds });
    await tx.deleteFrom('storage_files').where('folder_id', 'in', folderIds).execute();
    // Subfolders and pending uploads cascade with the folder.
    await tx.deleteFrom('storage_folders').where('id', '=', folderId).execute();
    return stored;
  });
}

/** Up to `limit` files of a folder in upload order, after the file `after` when given. */
export function folderFiles(
  db: Db,
  folderId: string,
  limit: number,
  after: { createdAt: Date; id: string } | null,
) {
  let query = db
    .selectFrom('storage_files')
    .selectAll()
    .where('folder_id', '=', folderId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.execute();
}

/** Renames a folder; answers the renamed row. */
export function renameFolder(db: Db, folderId: string, name: string) {
  return db
    .updateTable('storage_folders')
    .set({ name })
    .where('id', '=', folderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Renames a file; answers the renamed row. */
export function renameFile(db: Db, fileId: string, name: string) {
  return db
    .updateTable('storage_files')
    .set({ file_name: name, updated_at: new Date() })
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
