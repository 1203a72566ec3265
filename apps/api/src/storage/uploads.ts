import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { storageMessages } from '../messages.js';
import type { Services } from '../services.js';
import { fileTooLarge } from './errors.js';
import { storageOf } from './runtime.js';

/** Lifetime of upload URLs (the contract: 15 minutes). */
export const uploadUrlMinutes = 15;

/**
 * Streams a request body into `path`, stopping with 413 as soon as it passes `maxBytes` (the partial file
 * is removed), and answers the byte count and the MD5 (the part's ETag).
 */
export async function receiveBody(
  body: IncomingMessage,
  path: string,
  maxBytes: number,
): Promise<{ size: number; md5: string }> {
  let size = 0;
  const md5 = createHash('md5');
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(fileTooLarge(storageMessages.sizeMismatch));
        return;
      }
      md5.update(chunk);
      done(null, chunk);
    },
  });
  // Opened first and exclusively: a second PUT racing the first gets EEXIST and never touches its file.
  const out = createWriteStream(path, { flags: 'wx' });
  await once(out, 'open');
  try {
    await pipeline(body, counter, out);
  } catch (error) {
    await rm(path, { force: true });
    // The client stopped sending: nothing was stored, and nobody is left to answer.
    throw error instanceof Error && 'statusCode' in error ? error : badRequest(storageMessages.sizeMismatch);
  }
  return { size, md5: md5.digest('hex') };
}

/** Folder of the parts of one multipart upload. */
export function partsDir(tempDir: string, uploadId: string): string {
  if (!/^up_[0-9a-f]{32}$/.test(uploadId)) throw badRequest(storageMessages.partsMismatch);
  return join(tempDir, uploadId);
}

/** A new multipart upload id. */
export function newUploadId(): string {
  return `up_${randomUUID().replaceAll('-', '')}`;
}

/** Path of one part inside its upload folder. */
export async function partPath(tempDir: string, uploadId: string, partNumber: number): Promise<string> {
  const dir = partsDir(tempDir, uploadId);
  await mkdir(dir, { recursive: true });
  return join(dir, `part-${String(partNumber).padStart(5, '0')}`);
}

/** The largest part of a multipart upload: its share of the declared size, `ceil(size / parts)`. */
export function partLimit(fileSize: number, partCount: number): number {
  return Math.ceil(fileSize / partCount);
}

/** Bytes already received for an upload's parts other than `exceptPart` (being sent again, it is replaced). */
export async function partsTotal(tempDir: string, uploadId: string, exceptPart: number): Promise<number> {
  const dir = partsDir(tempDir, uploadId);
  const skip = `part-${String(exceptPart).padStart(5, '0')}`;
  let total = 0;
  for (const name of await readdir(dir).catch(() => [])) {
    if (name === skip) continue;
    total += (await stat(join(dir, name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** The MD5 of a stored part, as its quoted ETag; null when the part was never sent. */
export async function partEtag(path: string): Promise<string | null> {
  try {
    await stat(path);
  } catch {
    return null;
  }
  const hash = createHash('md5');
  await pipeline(createReadStream(path), hash);
  return `"${hash.digest('hex')}"`;
}

/** Joins parts 1…n into `target`, in order, and answers its size. */
export async function joinParts(paths: readonly string[], target: string): Promise<number> {
  let size = 0;
  async function* chunks() {
    for (const path of paths) {
      for await (const chunk of createReadStream(path)) {
        size += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
  }
  await pipeline(chunks, createWriteStream(target, { flags: 'wx' }));
  return size;
}

/** Removes the parts of a finished or abandoned multipart upload. */
export async function dropParts(tempDir: string, uploadId: string): Promise<void> {
  await rm(partsDir(tempDir, uploadId), { recursive: true, force: true });
}

/** How long after its link expired a pending upload is kept: a PUT that started in time may still be streaming. */
export const staleUploadGraceMs = 60 * 60_000;

/**
 * Forgets up to `limit` pending uploads whose links expired over `staleUploadGraceMs` ago, with their parts
 * and temporary file; answers how many. Their reservations stopped counting at expiry. `db` may be a
 * transaction of the caller.
 */
export async function purgeStaleUploads(
  services: Services,
  limit: number,
  db: Db = services.db,
): Promise<number> {
  const { tempDir } = await storageOf(services);
  const stale = await db
    .deleteFrom('storage_uploads')
    .where(
      'id',
      'in',
      db
        .selectFrom('storage_uploads')
        .select('id')
        .where('expires_at', '<', new Date(Date.now() - staleUploadGraceMs))
        .limit(limit),
    )
    .returning(['id', 'upload_id'])
    .execute();
  for (const row of stale) {
    if (row.upload_id) await dropParts(tempDir, row.upload_id);
    await rm(join(tempDir, `${row.id}.upload`), { force: true });
  }
  return stale.length;
}

/** When each server last purged stale uploads while answering an upload link. */
const lastPurge = new WeakMap<Services, number>();
/** How often an upload-link call also purges: expired uploads hold no quota, so this is only tidying. */
const purgeEveryMs = 60_000;

/**
 * The tidying `POST /storage/upload-url` does beside its answer: up to 100 stale uploads, at most once a
 * minute per server (the housekeeper does the rest). Every call used to run the purge's scan of the
 * uploads table; under load it was one of a dozen round trips the call waits for.
 */
export async function purgeStaleUploadsNow(services: Services): Promise<void> {
  const now = Date.now();
  if (now - (lastPurge.get(services) ?? 0) < purgeEveryMs) return;
  lastPurge.set(services, now);
  await purgeStaleUploads(services, 100);
}
