import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import { conflict, forbidden, rateLimited, validationError } from '../http/errors.js';
import { storageMessages as m } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { projectOwner } from '../projects/limits.js';
import { blobOperations } from './blob-handlers.js';
import { isAcceptedContentType, normaliseContentType } from './content-types.js';
import { blobUrl } from './drivers/local.js';
import { fileNotFound, fileTooLarge, passwordInUrl, storageLimitReached, typeNotAccepted } from './errors.js';
import { deleteFiles, type FileRow, fileNameExists, findFile, presentFile, removeBytes } from './files.js';
import {
  folderChain,
  folderNameExists,
  openFolder,
  presentFolderSummary,
  subtreeIds,
  suppliedPassword,
  unlockChain,
  unlockSubtree,
} from './folders.js';
import { neutraliseName } from './names.js';
import { decodePageToken, encodePageToken } from './page-token.js';
import { presentFolder } from './present.js';
import { createFolderRules, renameRules } from './rules.js';
import { storageOf } from './runtime.js';
import { newUploadId, purgeStaleUploads, uploadUrlMinutes } from './uploads.js';
import { advisoryLock, fits, presentUsage, projectQuota } from './usage.js';

/** A name made safe, or 400 on `field` when nothing is left of it. */
function safeName(raw: string, field: string): string {
  const name = neutraliseName(raw);
  if (!name) throw validationError([{ field, message: m.invalidFileName }]);
  return name;
}

/** The caller's project and user, with the edit role when `edit`; a password in the URL is refused first. */
async function storageAccess(ctx: RequestContext, edit: boolean) {
  if ((ctx.request.query as Record<string, unknown>).password !== undefined) throw passwordInUrl();
  const access = await requireProject(ctx);
  if (edit) requireRole(access, 'edit');
  return access;
}

/** A file of the caller's project, its folder unlocked with the call's password. */
async function openFile(
  ctx: RequestContext & { body: unknown; params: { id: string } | { fileId: string } },
  edit: boolean,
): Promise<FileRow> {
  const access = await storageAccess(ctx, edit);
  const fileId = 'id' in ctx.params ? ctx.params.id : ctx.params.fileId;
  const file = await findFile(ctx.services.db, access.projectId, fileId);
  if (!file) throw fileNotFound();
  const chain = await folderChain(ctx.services.db, file.folder_id);
  await unlockChain(ctx.services.db, access.userId, chain, suppliedPassword(ctx));
  return file;
}

/** The folder named by the path's `id`, in the caller's project, unlocked with the call's password. */
async function openPathFolder(
  ctx: RequestContext & { body: unknown; params: { id: string } },
  edit: boolean,
) {
  const access = await storageAccess(ctx, edit);
  const opened = await openFolder(
    ctx.services.db,
    access.projectId,
    access.userId,
    ctx.params.id,
    suppliedPassword(ctx),
  );
  return { access, ...opened };
}

/** The caller's uploads whose links are still live: how many, and when the first of them expires. */
async function pendingUploadsOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('storage_uploads')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date())
    .orderBy('expires_at')
    .execute();
  return { count: rows.length, firstExpiry: rows[0]?.expires_at ?? new Date() };
}

/** The storage calls of 'Meus Arquivos' and the local driver's blob endpoints. */
export const storageOperations: OperationModule = {
  ...blobOperations,

  getUploadUrl: {
    async handle(ctx) {
      const access = await storageAccess(ctx, true);
      const body = ctx.body;
      const { db, config } = ctx.services;
      const { folder } = await openFolder(
        db,
        access.projectId,
        access.userId,
        body.folder_id,
        suppliedPassword(ctx),
      );
      const fileName = safeName(body.file_name, 'file_name');
      const contentType = normaliseContentType(body.content_type);
      if (!isAcceptedContentType(contentType)) throw typeNotAccepted();
      if (body.file_size > config.storage.maxFileBytes) throw fileTooLarge();
      if (await fileNameExists(db, folder.id, fileName)) throw conflict(m.fileNameTaken);
      await purgeStaleUploads(ctx.services, 100);

      const fileId = randomUUID();
      const expiresAt = new Date(Date.now() + uploadUrlMinutes * 60_000);
      const multipart = (body.part_count ?? 1) >= 2 ? (body.part_count ?? 1) : null;
      const uploadId = multipart ? newUploadId() : null;
      await db.transaction().execute(async (tx) => {
        // The declared size is reserved now, under the account's lock, so pending uploads can never add up
        // to more than the quota; the caller's lock keeps the pending-uploads count exact.
        await advisoryLock(tx, await projectOwner(tx, access.projectId));
        await advisoryLock(tx, `uploads:${access.userId}`);
        const pending = await pendingUploadsOf(tx, access.userId);
        const cap = config.storage.maxPendingUploads;
        if (pending.count >= cap)
          throw rateLimited(
            (pending.firstExpiry.getTime() - Date.now()) / 1000,
            m.tooManyPendingUploads(cap),
          );
        if (!fits(await projectQuota(tx, access.projectId), body.file_size)) throw storageLimitReached();
        await tx
          .insertInto('storage_uploads')
          .values({
            id: fileId,
            project_id: access.projectId,
            user_id: access.userId,
            folder_id: folder.id,
            file_name: fileName,
            file_size: body.file_size,
            content_type: contentType,
            part_count: multipart,
            upload_id: uploadId,
            expires_at: expiresAt,
          })
          .execute();
      });
      const { signer } = await storageOf(ctx.services);
      const apiUrl = config.publicApiUrl;
      return {
        fileId,
        uploadUrl: blobUrl(apiUrl, signer, 'PUT', fileId, expiresAt),
        method: 'PUT',
        expiresAt: expiresAt.toISOString(),
        ...(multipart && uploadId
          ? {
              uploadId,
              partUrls: Array.from({ length: multipart }, (_, index) => ({
                partNumber: index + 1,
                uploadUrl: blobUrl(apiUrl, signer, 'PUT', fileId, expiresAt, index + 1),
              })),
            }
          : {}),
      };
    },
  },

  getDownloadUrl: {
    async handle(ctx) {
      const file = await openFile(ctx, false);
      const minutes = ctx.body?.expiration_minutes ?? 60;
      const expiresAt = new Date(Date.now() + minutes * 60_000);
      const { driver } = await storageOf(ctx.services);
      const downloadUrl = await driver.downloadUrl(
        { key: file.storage_key, fileId: file.id, fileName: file.file_name, contentType: file.content_type },
        expiresAt,
      );
      return { downloadUrl, expiresAt: expiresAt.toISOString() };
    },
  },

  listFolders: {
    async handle(ctx) {
      const access = await storageAccess(ctx, false);
      const folders = await ctx.services.db
        .selectFrom('storage_folders')
        .selectAll()
        .where('project_id', '=', access.projectId)
        .where('parent_id', 'is', null)
        .where('is_system', '=', false)
        .orderBy('name')
        .execute();
      return folders.map(presentFolderSummary);
    },
  },

  createFolder: {
    rules: createFolderRules,
    async handle(ctx) {
      const access = await storageAccess(ctx, true);
      const body = ctx.body;
      const { db } = ctx.services;
      const name = safeName(body.name, 'name');
      let chain: Awaited<ReturnType<typeof openFolder>>['chain'] = [];
      if (body.parent_folder_id) {
        // The body's password is the new folder's: the parent's comes in X-Folder-Password.
        const header = ctx.request.headers['x-folder-password'];
        const parentPassword = (Array.isArray(header) ? header[0] : header) ?? null;
        ({ chain } = await openFolder(
          db,
          access.projectId,
          access.userId,
          body.parent_folder_id,
          parentPassword,
        ));
      }
      if (body.needs_password && !body.password)
        throw validationError([{ field: 'password', message: m.protectedNeedsPassword }]);
      const parentId = body.parent_folder_id ?? null;
      if (await folderNameExists(db, access.projectId, parentId, name)) throw conflict(m.folderNameTaken);
      const folder = await db
        .insertInto('storage_folders')
        .values({
          project_id: access.projectId,
          parent_id: parentId,
          name,
          password_hash: body.needs_password && body.password ? await hashPassword(body.password) : null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          // Two creations of one name at once: the unique index decides.
          if (String((error as { code?: string }).code) === '23505') throw conflict(m.folderNameTaken);
          throw error;
        });
      ctx.reply.code(201);
      return presentFolder(ctx.services, folder, [...chain, folder]);
    },
  },

  getFolder: {
    async handle(ctx) {
      const { folder, chain } = await openPathFolder(ctx, false);
      return presentFolder(ctx.services, folder, chain);
    },
  },

  deleteFolder: {
    async handle(ctx) {
      const { access, folder } = await openPathFolder(ctx, true);
      const { db } = ctx.services;
      if (folder.is_system) throw forbidden();
      await unlockSubtree(db, access.userId, folder.id, suppliedPassword(ctx));
      const ids = await subtreeIds(db, folder.id);
      const files = await db
        .selectFrom('storage_files')
        .select(['id', 'storage_key'])
        .where('folder_id', 'in', ids)
        .execute();
      // Uploads into these folders end with them (their rows cascade): their parts go too.
      const uploads = await db
        .selectFrom('storage_uploads')
        .select('upload_id')
        .where('folder_id', 'in', ids)
        .execute();
      await deleteFiles(ctx.services, files);
      await db.deleteFrom('storage_folders').where('id', '=', folder.id).execute();
      const uploadIds = uploads.flatMap((upload) => (upload.upload_id ? [upload.upload_id] : []));
      await removeBytes(ctx.services, { keys: [], uploadIds });
      return null;
    },
  },

  listFolderFiles: {
    async handle(ctx) {
      const { folder } = await openPathFolder(ctx, false);
      const { db } = ctx.services;
      const pageSize = ctx.query.page_size ?? 50;
      const after = typeof ctx.query.page_token === 'string' ? decodePageToken(ctx.query.page_token) : null;
      let query = db
        .selectFrom('storage_files')
        .selectAll()
        .where('folder_id', '=', folder.id)
        .orderBy('created_at')
        .orderBy('id')
        .limit(pageSize + 1);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('created_at', '>', after.createdAt),
            eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
          ]),
        );
      }
      const rows = await query.execute();
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        files: await Promise.all(page.map((file) => presentFile(ctx.services, file))),
        nextPageToken: rows.length > pageSize && last ? encodePageToken(last.created_at, last.id) : null,
      };
    },
  },

  renameFolder: {
    rules: renameRules,
    async handle(ctx) {
      const { access, folder, chain } = await openPathFolder(ctx, true);
      const { db } = ctx.services;
      if (folder.is_system) throw forbidden();
      const name = safeName(ctx.body.new_name, 'new_name');
      if (await folderNameExists(db, access.projectId, folder.parent_id, name, folder.id))
        throw conflict(m.folderNameTaken);
      const renamed = await db
        .updateTable('storage_folders')
        .set({ name })
        .where('id', '=', folder.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentFolder(ctx.services, renamed, [...chain.slice(0, -1), renamed]);
    },
  },

  getFile: {
    async handle(ctx) {
      return presentFile(ctx.services, await openFile(ctx, false));
    },
  },

  deleteFile: {
    async handle(ctx) {
      const file = await openFile(ctx, true);
      await deleteFiles(ctx.services, [file]);
      return null;
    },
  },

  renameFile: {
    rules: renameRules,
    async handle(ctx) {
      const file = await openFile(ctx, true);
      const name = safeName(ctx.body.new_name, 'new_name');
      const { db } = ctx.services;
      // The contract gives this call no 409: a taken name is a field error.
      if (name !== file.file_name && (await fileNameExists(db, file.folder_id, name)))
        throw validationError([{ field: 'new_name', message: m.fileNameTaken }]);
      const renamed = await db
        .updateTable('storage_files')
        .set({ file_name: name, updated_at: new Date() })
        .where('id', '=', file.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentFile(ctx.services, renamed);
    },
  },

  getStorageUsage: {
    async handle(ctx) {
      const access = await storageAccess(ctx, false);
      return presentUsage(await projectQuota(ctx.services.db, access.projectId));
    },
  },
};
