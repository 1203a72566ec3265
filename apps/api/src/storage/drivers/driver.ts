import type { Readable } from 'node:stream';

/** A stored file as the drivers see it: bytes under `key`, shown as `fileName` with `contentType`. */
export interface StoredObject {
  key: string;
  fileId: string;
  fileName: string;
  contentType: string;
  /** The file's thumbnail (then `key` is the thumbnail's) rather than its bytes. */
  variant?: 'thumbnail';
}

/** Where verified bytes live: the local disk or an S3-compatible bucket. */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** Takes over the verified temporary file at `tempPath` (moved or uploaded, then gone). */
  store(key: string, tempPath: string, size: number, contentType: string): Promise<void>;
  /** The bytes of a stored object. */
  open(key: string): Promise<Readable>;
  /** Removes the bytes; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** A signed download link valid until `expiresAt`. */
  downloadUrl(object: StoredObject, expiresAt: Date): Promise<string>;
}
