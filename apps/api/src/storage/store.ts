import { sql } from 'kysely';
import { isLive, latestSubscription } from '../billing/subscriptions.js';
import { type Db, inTransaction } from '../db/database.js';
import type { Plan, Subscription } from '../db/schema.js';
import { ownerOf } from '../projects/limits.js';
import { type StoredBytes, storedBytes } from './files.js';
import { chainJson, chainOfJson, type FolderJson, type FolderRow, subtreeIds } from './folders.js';

/** What `POST /storage/upload-url` checks before it reserves, read in one statement (`uploadContext`). */
export interface UploadContext {
  /** The target folder and its ancestors, root first (empty when there is no such folder). */
  chain: FolderRow[];
  /** Whether the folder already holds a file of that name. */
  nameTaken: boolean;
  /** The account that pays for the project (`projectOwner`). */
  ownerId: string | null;
  /** Its live plan's storage (`currentPlan`), null without one. */
  plan: Pick<Plan, 'storage_gb'> | null;
}

type ContextRow = {
  chain: FolderJson[];
  name_taken: boolean;
  owner_id: string | null;
  storage_gb: number | null;
} & (Subscription | { id: null });

/**
 * The folder chain, the name check, the project's owner and their plan of an upload link in one round trip:
 * what `openFolder`, `fileNameExists`, `projectOwner` and `currentPlan` read, each in its own statement.
 */
export async function uploadContext(
  db: Db,
  projectId: string,
  folderId: string,
  fileName: string,
): Promise<UploadContext> {
  const { rows } = await sql<ContextRow>`
    select ${chainJson(folderId)} as chain,
      exists (select from storage_files where folder_id = ${folderId} and file_name = ${fileName}) as name_taken,
      o.user_id as owner_id, s.*, p.storage_gb
    from (select 1) as one
    left join lateral (${ownerOf(db, projectId)}) as o on true
    left join lateral (${latestSubscription(db, sql.ref<string>('o.user_id'))}) as s on true
    left join plans p on p.id = s.plan_id`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the upload context answered no row');
  const live = row.id !== null && isLive(row);
  return {
    chain: chainOfJson(row.chain),
    nameTaken: row.name_taken,
    ownerId: row.owner_id,
    plan: live && row.storage_gb !== null ? { storage_gb: row.storage_gb } : null,
  };
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
