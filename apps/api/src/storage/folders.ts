import { sql } from 'kysely';
import { verifyPassword } from '../auth/passwords.js';
import { consumeRateLimit } from '../auth/rate-limit.js';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { storageMessages as m, messages } from '../messages.js';
import type { RequestContext } from '../openapi/operations.js';
import { folderNotFound, passwordRequired } from './errors.js';

/**
 * The contract declares no 429 on the storage calls: a locked-out folder answers its 403
 * `FOLDER_PASSWORD_REQUIRED` with the rate-limit message and `Retry-After`.
 */
function lockedOut(retryAfterSeconds: number) {
  return new ApiError(403, 'FOLDER_PASSWORD_REQUIRED', messages.rateLimited, null, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** A folder row as the handlers read it. */
export interface FolderRow {
  id: string;
  project_id: string;
  parent_id: string | null;
  name: string;
  password_hash: string | null;
  is_system: boolean;
  created_at: Date;
}

/** Wrong folder passwords allowed per caller and folder in the window, before 429. */
export const folderPasswordLimit = { max: 10, windowSeconds: 15 * 60 };

/** The folder and its ancestors, root first. */
export async function folderChain(db: Db, folderId: string): Promise<FolderRow[]> {
  // The database's `storage_folder_chain`, which an upload's reservation reads its guards from too.
  const { rows } = await sql<FolderRow & { depth: number }>`
    select * from storage_folder_chain(${folderId}) order by depth desc
  `.execute(db);
  return rows;
}

/** Ids of the folder and every folder below it. */
export async function subtreeIds(db: Db, folderId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with recursive tree as (
      select id from storage_folders where id = ${folderId}
      union all
      select f.id from storage_folders f join tree t on f.parent_id = t.id
    )
    select id from tree
  `.execute(db);
  return rows.map((row) => row.id);
}

/**
 * The folder password of a call: `X-Folder-Password`, else the body's `password`. Never the query: a
 * password in the URL is refused before this is read (`storageAccess`).
 */
export function suppliedPassword(ctx: RequestContext & { body: unknown }): string | null {
  const header = ctx.request.headers['x-folder-password'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const body = ctx.body as { password?: unknown } | null | undefined;
  return body && typeof body.password === 'string' ? body.password : null;
}

/**
 * Checks `password` against the protected folder `guard`. Wrong passwords count against a per-caller,
 * per-folder limit; past it even the right one is refused until the window ends. `refusal` is the 403
 * a missing or wrong password gets.
 */
async function checkGuard(
  db: Db,
  userId: string,
  guard: FolderRow,
  password: string | null,
  refusal: () => ApiError = passwordRequired,
): Promise<void> {
  if (!password) throw refusal();
  const key = `folder-password:${userId}:${guard.id}`;
  const { rows } = await sql<{ retry_after: number }>`
    select extract(epoch from (window_started_at + make_interval(secs => ${folderPasswordLimit.windowSeconds}) - now()))::float8 as retry_after
    from rate_limits where key = ${key} and hits >= ${folderPasswordLimit.max}
      and window_started_at > now() - make_interval(secs => ${folderPasswordLimit.windowSeconds})
  `.execute(db);
  if (rows[0]) throw lockedOut(Number(rows[0].retry_after));
  if (guard.password_hash && (await verifyPassword(guard.password_hash, password))) return;
  try {
    await consumeRateLimit(db, key, folderPasswordLimit);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 429)
      throw lockedOut(Number(error.headers['retry-after']));
    throw error;
  }
  throw refusal();
}

/**
 * Checks the password guarding `chain` (root first): the nearest protected folder's, which also guards
 * the folders below it.
 */
export async function unlockChain(
  db: Db,
  userId: string,
  chain: readonly FolderRow[],
  password: string | null,
): Promise<void> {
  const guard = [...chain].reverse().find((folder) => folder.password_hash !== null);
  if (guard) await checkGuard(db, userId, guard, password);
}

/**
 * Checks that `password` also opens every protected folder below `folderId` (whose own guard the caller
 * checked already): deleting a folder must not remove a protected subfolder nobody unlocked. One call
 * carries one password, so a subfolder with another password has to be deleted on its own first.
 */
export async function unlockSubtree(
  db: Db,
  userId: string,
  folderId: string,
  password: string | null,
): Promise<void> {
  const { rows } = await sql<FolderRow>`
    with recursive tree as (
      select f.*, 0 as depth from storage_folders f where f.parent_id = ${folderId}
      union all
      select c.*, t.depth + 1 from storage_folders c join tree t on c.parent_id = t.id
    )
    select * from tree where password_hash is not null order by depth, name
  `.execute(db);
  for (const guard of rows) {
    await checkGuard(db, userId, guard, password, () => passwordRequired(m.protectedSubfolder(guard.name)));
  }
}

/** Opens `folderId` of `projectId`: 404 when it is not there, 403 without the password guarding it. */
export async function openFolder(
  db: Db,
  projectId: string,
  userId: string,
  folderId: string,
  password: string | null,
): Promise<{ folder: FolderRow; chain: FolderRow[] }> {
  // The chain ends with the folder itself: one statement finds it, checks its project and reads its guards.
  const chain = await folderChain(db, folderId);
  const folder = chain.at(-1);
  if (!folder || folder.project_id !== projectId) throw folderNotFound();
  await unlockChain(db, userId, chain, password);
  return { folder, chain };
}

/** A folder summary as the contract shows it. */
export function presentFolderSummary(folder: FolderRow) {
  return {
    folderId: folder.id,
    name: folder.name,
    needsPassword: folder.password_hash !== null,
    parentFolderId: folder.parent_id,
    createdAt: folder.created_at.toISOString(),
  };
}

/** Whether a sibling folder already has `name` (`parentId` null = root). */
export async function folderNameExists(
  db: Db,
  projectId: string,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('storage_folders')
    .select('id')
    .where('project_id', '=', projectId)
    .where('name', '=', name);
  query = parentId === null ? query.where('parent_id', 'is', null) : query.where('parent_id', '=', parentId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
