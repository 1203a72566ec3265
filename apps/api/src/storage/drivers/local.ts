import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobGrant, BlobSigner } from '../signing.js';
import type { StorageDriver } from './driver.js';

/** The API's own signed blob URL for one method on one file (or one part, or its thumbnail). */
export function blobUrl(
  publicApiUrl: string,
  signer: BlobSigner,
  grant: Omit<BlobGrant, 'expires'>,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = signer.sign({ ...grant, expires });
  const { fileId, partNumber, variant } = grant;
  const path = partNumber ? `${fileId}/parts/${partNumber}` : variant ? `${fileId}/${variant}` : fileId;
  return `${publicApiUrl}/api/v1/storage/blobs/${path}?expires=${expires}&signature=${signature}`;
}

/** Files under `root/blobs/<2 hex>/<key>`, served back by the API with HMAC-signed URLs. */
export function createLocalDriver(root: string, publicApiUrl: string, signer: BlobSigner): StorageDriver {
  const pathOf = (key: string) => {
    // Keys are server-made UUIDs; anything else must never reach the file system.
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, 'blobs', key.slice(0, 2), key);
  };
  return {
    kind: 'local',
    async store(key, tempPath) {
      const target = pathOf(key);
      await mkdir(join(target, '..'), { recursive: true });
      try {
        await rename(tempPath, target);
      } catch (error) {
        // A temporary folder on another device cannot be renamed across: copy, then drop the temp file.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(tempPath, target);
        await rm(tempPath, { force: true });
      }
    },
    async open(key) {
      const stream: Readable = createReadStream(pathOf(key));
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async downloadUrl(object, expiresAt) {
      const { fileId, variant } = object;
      return blobUrl(
        publicApiUrl,
        signer,
        { method: 'GET', fileId, ...(variant ? { variant } : {}) },
        expiresAt,
      );
    },
  };
}
