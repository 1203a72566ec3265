import { type Db, inTransaction } from '../db/database.js';
import { type StoredBytes, storedBytes } from './files.js';
import { subtreeIds } from './folders.js';

/** The user's uploads whose links are still live: how many, and when the first of them expires. */
export async function pendingUploadsOf(db: Db, userId: string) {
  const row = await db
    .selectFrom('storage_uploads')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('expires_at').as('first')])
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), firstExpiry: row.first ?? new Date() };
}

/** Records an upload link; its declared size counts against the quota until it ends. */
export async function reserveUpload(
  db: Db,
  upload: {
    id: string;
    projectId: string;
    userId: string;
    folderId: string;
    fileName: string;
    fileSize: number;
    contentType: string;
    partCount: number | null;
    uploadId: string | null;
    expiresAt: Date;
    /** The API key asking, handed on to the file (audit). */
    apiKeyId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('storage_uploads')
    .values({
      id: upload.id,
      project_id: upload.projectId,
      user_id: upload.userId,
      api_key_id: upload.apiKeyId,
      folder_id: upload.folderId,
      file_name: upload.fileName,
      file_size: upload.fileSize,
      content_type: upload.contentType,
      part_count: upload.partCount,
      upload_id: upload.uploadId,
      expires_at: upload.expiresAt,
    })
    .execute();
}

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
