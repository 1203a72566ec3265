import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError, badRequest, conflict, validationError } from '../http/errors.js';
import { storageMessages as m } from '../messages.js';
import type { OperationContext, OperationModule, RequestContext } from '../openapi/operations.js';
import { requireProject, requireRole } from '../projects/access.js';
import { normaliseContentType } from './content-types.js';
import { fileNotFound, fileTooLarge, invalidLink, typeNotAccepted } from './errors.js';
import { ingestFile, presentFile } from './files.js';
import { contentDisposition } from './names.js';
import { sentContentType } from './raw-body.js';
import { storageOf } from './runtime.js';
import type { BlobGrant } from './signing.js';
import { thumbnailContentType } from './thumbnails.js';
import { dropParts, joinParts, partEtag, partLimit, partPath, partsTotal, receiveBody } from './uploads.js';

/** The stored file behind a signed GET; 404 when it is gone. */
async function storedFile(ctx: RequestContext, fileId: string) {
  const file = await ctx.services.db
    .selectFrom('storage_files')
    .selectAll()
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw fileNotFound();
  return file;
}

/**
 * Streams the driver's bytes under `key` as the answer. They are not an envelope: the answer goes on the raw
 * response, keeping the headers set so far, and may never run a script (sandboxed, not sniffed).
 */
async function sendBytes(ctx: RequestContext, key: string, headers: Record<string, string>) {
  const { driver } = await storageOf(ctx.services);
  const stream = await driver.open(key);
  const { reply } = ctx;
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    ...headers,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  stream.pipe(raw);
  await new Promise<void>((resolve) => {
    raw.once('close', resolve);
    stream.once('error', (error) => {
      ctx.request.log.error({ err: error }, 'blob read failed');
      raw.destroy(error);
    });
  });
  return null;
}

/** Checks the `expires` and `signature` of a blob URL: 403 when wrong or expired. */
async function requireGrant(
  ctx: OperationContext<'putBlob' | 'putBlobPart' | 'getBlob' | 'getBlobThumbnail'>,
  method: BlobGrant['method'],
  target: Pick<BlobGrant, 'partNumber' | 'variant'> = {},
) {
  const { signer } = await storageOf(ctx.services);
  const grant: BlobGrant = { method, fileId: ctx.params.fileId, expires: ctx.query.expires, ...target };
  if (!signer.verify(grant, ctx.query.signature)) throw invalidLink();
  return grant;
}

/** The pending upload behind a signed PUT: 409 once stored, 404 when unknown. */
async function pendingUpload(ctx: RequestContext, fileId: string) {
  const { db } = ctx.services;
  const stored = await db
    .selectFrom('storage_files')
    .select('id')
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (stored) throw conflict(m.alreadyUploaded);
  const upload = await db
    .selectFrom('storage_uploads')
    .selectAll()
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!upload) throw fileNotFound();
  return { ...upload, file_size: Number(upload.file_size) };
}

/** Refuses a body the `Content-Length` already shows to be the wrong size, before reading it. */
function checkLength(ctx: RequestContext, declared: number, exact: boolean) {
  const header = ctx.request.headers['content-length'];
  if (header === undefined) return;
  const length = Number(header);
  if (length > declared) throw fileTooLarge(m.sizeMismatch);
  if (exact && length < declared) throw badRequest(m.sizeMismatch);
}

/** A temporary file the upload streams into; a second PUT racing the first gets 409. */
async function receiveInto(ctx: RequestContext, path: string, maxBytes: number) {
  try {
    return await receiveBody(ctx.request.raw, path, maxBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw conflict(m.alreadyUploaded);
    throw error;
  }
}

type PendingUpload = Awaited<ReturnType<typeof pendingUpload>>;

/** Ends an upload for good: its row (and so its reservation) and its parts are gone, its links answer 404. */
async function endUpload(ctx: RequestContext, upload: PendingUpload) {
  await ctx.services.db.deleteFrom('storage_uploads').where('id', '=', upload.id).execute();
  if (upload.upload_id) await dropParts((await storageOf(ctx.services)).tempDir, upload.upload_id);
}

/**
 * Stores the received bytes as the upload's file when they are exactly the declared size; else drops them
 * and the upload stays open for another try. A refusal of the bytes themselves (content not of the declared
 * type, quota, a name taken meanwhile) ends the upload and gives its reservation back.
 */
async function ingestReceived(ctx: RequestContext, upload: PendingUpload, tempPath: string, size: number) {
  if (size !== upload.file_size) {
    await rm(tempPath, { force: true });
    throw badRequest(m.sizeMismatch);
  }
  try {
    return await ingestFile(ctx.services, {
      fileId: upload.id,
      projectId: upload.project_id,
      folderId: upload.folder_id,
      fileName: upload.file_name,
      size,
      contentType: upload.content_type,
      tempPath,
      apiKeyId: upload.api_key_id,
    });
  } catch (error) {
    if (error instanceof ApiError) await endUpload(ctx, upload);
    throw error;
  }
}

/** The local driver's blob endpoints: signed PUT of a file or a part, signed GET of the bytes. */
export const blobOperations: OperationModule = {
  putBlob: {
    async handle(ctx) {
      const grant = await requireGrant(ctx, 'PUT');
      const upload = await pendingUpload(ctx, grant.fileId);
      if (normaliseContentType(sentContentType(ctx.request)) !== upload.content_type)
        throw typeNotAccepted(m.contentTypeMismatch);
      checkLength(ctx, upload.file_size, true);
      const { tempDir } = await storageOf(ctx.services);
      const tempPath = join(tempDir, `${grant.fileId}.upload`);
      const { size } = await receiveInto(ctx, tempPath, upload.file_size);
      return presentFile(ctx.services, await ingestReceived(ctx, upload, tempPath, size));
    },
  },

  putBlobPart: {
    async handle(ctx) {
      const partNumber = ctx.params.partNumber;
      const grant = await requireGrant(ctx, 'PUT', { partNumber });
      const upload = await pendingUpload(ctx, grant.fileId);
      if (!upload.upload_id || !upload.part_count) throw badRequest(m.notMultipart);
      if (partNumber > upload.part_count) throw badRequest(m.partsMismatch);
      const { tempDir } = await storageOf(ctx.services);
      // Each part brings at most its share of the file, and all of them together at most the declared size
      // (parts sent at the same moment are each held to their share), so parts never fill the disk.
      const share = partLimit(upload.file_size, upload.part_count);
      const header = ctx.request.headers['content-length'];
      if (header !== undefined && Number(header) > share) throw fileTooLarge(m.partTooLarge);
      const left = upload.file_size - (await partsTotal(tempDir, upload.upload_id, partNumber));
      const allowed = Math.min(share, left);
      if (allowed < 1) throw fileTooLarge(m.sizeMismatch);
      checkLength(ctx, allowed, false);
      const path = await partPath(tempDir, upload.upload_id, partNumber);
      // Sending a part again replaces it, as S3 does.
      await rm(path, { force: true });
      const { md5 } = await receiveInto(ctx, path, allowed);
      const etag = `"${md5}"`;
      ctx.reply.header('etag', etag);
      return { partNumber, etag };
    },
  },

  completeUpload: {
    async handle(ctx) {
      const access = await requireProject(ctx);
      requireRole(access, 'edit');
      const body = ctx.body;
      const upload = await pendingUpload(ctx, body.file_id);
      if (upload.project_id !== access.projectId) throw fileNotFound();
      const mismatch = () => validationError([{ field: 'parts', message: m.partsMismatch }]);
      if (!upload.upload_id || upload.upload_id !== body.upload_id || !upload.part_count) throw mismatch();
      const parts = [...body.parts].sort((a, b) => a.part_number - b.part_number);
      if (parts.length !== upload.part_count || parts.some((part, index) => part.part_number !== index + 1))
        throw mismatch();
      const { tempDir } = await storageOf(ctx.services);
      const paths: string[] = [];
      for (const part of parts) {
        const path = await partPath(tempDir, upload.upload_id, part.part_number);
        if ((await partEtag(path)) !== `"${part.etag.replaceAll('"', '')}"`) throw mismatch();
        paths.push(path);
      }
      const tempPath = join(tempDir, `${upload.id}.upload`);
      let size: number;
      try {
        size = await joinParts(paths, tempPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw conflict(m.alreadyUploaded);
        throw error;
      }
      const file = await ingestReceived(ctx, upload, tempPath, size);
      await dropParts(tempDir, upload.upload_id);
      return presentFile(ctx.services, file);
    },
  },

  getBlob: {
    async handle(ctx) {
      const grant = await requireGrant(ctx, 'GET');
      const file = await storedFile(ctx, grant.fileId);
      return sendBytes(ctx, file.storage_key, {
        'content-type': file.content_type,
        'content-length': String(Number(file.file_size)),
        'content-disposition': contentDisposition(file.file_name),
        'cache-control': 'private, max-age=0',
      });
    },
  },

  getBlobThumbnail: {
    async handle(ctx) {
      const grant = await requireGrant(ctx, 'GET', { variant: 'thumbnail' });
      const file = await storedFile(ctx, grant.fileId);
      if (!file.thumbnail_key) throw fileNotFound();
      // A thumbnail never changes under its key: the browser may keep it as long as the link is valid.
      const maxAge = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
      return sendBytes(ctx, file.thumbnail_key, {
        'content-type': thumbnailContentType,
        'cache-control': `private, max-age=${maxAge}, immutable`,
      });
    },
  },
};
