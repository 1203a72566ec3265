import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import { conflict, forbidden, rateLimited, validationError } from '../http/errors.js';
import { storageMessages as m } from '../messages.js';
import type { OperationModule, RequestContext } from '../openapi/operations.js';
import { claimProject, notAMember, requireProject, requireRole } from '../projects/access.js';
import { blobOperations } from './blob-handlers.js';
import { isAcceptedContentType, normaliseContentType } from './content-types.js';
import { blobUrl } from './drivers/local.js';
import {
  fileNotFound,
  fileTooLarge,
  folderNotFound,
  passwordInUrl,
  passwordRequired,
  storageLimitReached,
  typeNotAccepted,
} from './errors.js';
import { deleteFiles, type FileRow, fileNameExists, findFile, presentFile, removeBytes } from './files.js';
import {
  folderChain,
  folderNameExists,
  openFolder,
  presentFolderSummary,
  suppliedPassword,
  unlockChain,
  unlockSubtree,
} from './folders.js';
import { neutraliseName } from './names.js';
import { decodePageToken, encodePageToken } from './page-token.js';
import { presentFolder } from './present.js';
import { reserveUpload } from './reservations.js';
import { createFolderRules, renameRules } from './rules.js';
import { storageOf } from './runtime.js';
import {
  deleteFolderTree,
  folderFiles,
  insertFolder,
  renameFile,
  renameFolder,
  rootFolders,
} from './store.js';
import { newUploadId, purgeStaleUploadsNow, uploadUrlMinutes } from './uploads.js';
import { presentUsage, projectQuota } from './usage.js';

/** A name made safe, or 400 on `field` when nothing is left of it. */
function safeName(raw: string, field: string): string {
  const name = neutraliseName(raw);
  if (!name) throw validationError([{ field, message: m.invalidFileName }]);
  return name;
}

/** 400 when a folder's password came in the URL (`passwordInUrl`). */
function refusePasswordInUrl(ctx: RequestContext): void {
  if ((ctx.request.query as Record<string, unknown>).password !== undefined) throw passwordInUrl();
}

/** The caller's project and user, with the edit role when `edit`; a password in the URL is refused first. */
async function storageAccess(ctx: RequestContext, edit: boolean) {
  refusePasswordInUrl(ctx);
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

/** The storage calls of 'Meus Arquivos' and the local driver's blob endpoints. */
export const storageOperations: OperationModule = {
  ...blobOperations,

  getUploadUrl: {
    async handle(ctx) {
      refusePasswordInUrl(ctx);
      const claim = claimProject(ctx);
      const body = ctx.body;
      const { db, config } = ctx.services;
      const password = suppliedPassword(ctx);
      // The membership, then the folder, answer first (404, 403), as they always did.
      const openTarget = async () => {
        const access = await storageAccess(ctx, true);
        await openFolder(db, access.projectId, access.userId, body.folder_id, password);
        return access;
      };
      let fileName: string;
      let contentType: string;
      try {
        fileName = safeName(body.file_name, 'file_name');
        contentType = normaliseContentType(body.content_type);
        if (!isAcceptedContentType(contentType)) throw typeNotAccepted();
        if (body.file_size > config.storage.maxFileBytes) throw fileTooLarge();
      } catch (refusal) {
        await openTarget();
        throw refusal;
      }
      await purgeStaleUploadsNow(ctx.services);

      const fileId = randomUUID();
      const expiresAt = new Date(Date.now() + uploadUrlMinutes * 60_000);
      const multipart = (body.part_count ?? 1) >= 2 ? (body.part_count ?? 1) : null;
      const uploadId = multipart ? newUploadId() : null;
      // One statement checks the caller's membership and role, the folder and the name, then reserves the
      // declared size under the account's and the uploader's locks (reservations.ts), so pending uploads
      // never add up to more than the quota or the cap. A protected folder's password is checked here, then
      // the upload is asked for again.
      const upload = {
        id: fileId,
        projectId: claim.projectId,
        userId: claim.userId,
        apiKeyId: claim.partner?.keyId ?? null,
        folderId: body.folder_id,
        fileName,
        fileSize: body.file_size,
        contentType,
        partCount: multipart,
        uploadId,
        expiresAt,
        maxPending: config.storage.maxPendingUploads,
        unlocked: false,
      };
      let reservation = await reserveUpload(db, upload);
      if (reservation.outcome === 'FOLDER_LOCKED') {
        const access = await openTarget();
        reservation = await reserveUpload(db, { ...upload, projectId: access.projectId, unlocked: true });
      }
      if (reservation.outcome === 'NOT_MEMBER') throw notAMember();
      if (reservation.outcome === 'FORBIDDEN') throw forbidden();
      if (reservation.outcome === 'FOLDER_NOT_FOUND') throw folderNotFound();
      if (reservation.outcome === 'FOLDER_LOCKED') throw passwordRequired();
      if (reservation.outcome === 'NAME_TAKEN') throw conflict(m.fileNameTaken);
      if (reservation.outcome === 'TOO_MANY_PENDING')
        throw rateLimited(
          (reservation.firstExpiry.getTime() - Date.now()) / 1000,
          m.tooManyPendingUploads(config.storage.maxPendingUploads),
        );
      if (reservation.outcome === 'OVER_QUOTA') throw storageLimitReached();
      const { signer } = await storageOf(ctx.services);
      const apiUrl = config.publicApiUrl;
      return {
        fileId,
        uploadUrl: blobUrl(apiUrl, signer, { method: 'PUT', fileId }, expiresAt),
        method: 'PUT',
        expiresAt: expiresAt.toISOString(),
        ...(multipart && uploadId
          ? {
              uploadId,
              partUrls: Array.from({ length: multipart }, (_, index) => ({
                partNumber: index + 1,
                uploadUrl: blobUrl(
                  apiUrl,
                  signer,
                  { method: 'PUT', fileId, partNumber: index + 1 },
                  expiresAt,
                ),
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
      const folders = await rootFolders(ctx.services.db, access.projectId);
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
      const folder = await insertFolder(db, {
        projectId: access.projectId,
        parentId,
        name,
        passwordHash: body.needs_password && body.password ? await hashPassword(body.password) : null,
      });
      // Two creations of one name at once: the unique index decides.
      if (!folder) throw conflict(m.folderNameTaken);
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
      // Uploads into these folders end with them: their parts go with the files' bytes.
      await removeBytes(ctx.services, await deleteFolderTree(db, folder.id));
      return null;
    },
  },

  listFolderFiles: {
    async handle(ctx) {
      const { folder } = await openPathFolder(ctx, false);
      const { db } = ctx.services;
      const pageSize = ctx.query.page_size ?? 50;
      const after = typeof ctx.query.page_token === 'string' ? decodePageToken(ctx.query.page_token) : null;
      // One more than the page says whether there is a next one.
      const rows = await folderFiles(db, folder.id, pageSize + 1, after);
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
      const renamed = await renameFolder(db, folder.id, name);
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
      const renamed = await renameFile(db, file.id, name);
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
