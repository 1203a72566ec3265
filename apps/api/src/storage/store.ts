import { sql } from 'kysely';
import { type Db, inTransaction } from '../db/database.js';
import { type StoredBytes, storedBytes } from './files.js';
import { subtreeIds } from './folders.js';

/** What became of an upload's reservation: made, or refused by the uploader's cap or the account's quota. */
export type Reservation =
  | { outcome: 'RESERVED' }
  | { outcome: 'TOO_MANY_PENDING'; firstExpiry: Date }
  | { outcome: 'OVER_QUOTA' };

/**
 * Records an upload link, its declared size counting against the quota until it ends, unless the uploader
 * already has `maxPending` live links or the size does not fit beside the account's stored and reserved
 * bytes. One statement (the database's `reserve_storage_upload`): the account's lock is held for that
 * statement alone, so concurrent reservations take turns without waiting on the API between reads.
 */
export async function reserveUpload(
  db: Db,
  account: { ownerId: string | null; limitBytes: number; maxPending: number },
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
): Promise<Reservation> {
  const { rows } = await sql<{ outcome: Reservation['outcome']; first_expiry: Date | null }>`
    select outcome, first_expiry from reserve_storage_upload(
      ${account.ownerId}, ${account.limitBytes}, ${account.maxPending}, ${new Date()},
      ${upload.id}, ${upload.projectId}, ${upload.userId}, ${upload.apiKeyId}, ${upload.folderId},
      ${upload.fileName}, ${upload.fileSize}, ${upload.contentType}, ${upload.partCount}, ${upload.uploadId},
      ${upload.expiresAt})`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('reserve_storage_upload answered no row');
  if (row.outcome === 'TOO_MANY_PENDING')
    return { outcome: row.outcome, firstExpiry: row.first_expiry ?? new Date() };
  return { outcome: row.outcome };
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
