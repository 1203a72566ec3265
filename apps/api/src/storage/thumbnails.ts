import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Services } from '../services.js';
import type { StorageDriver } from './drivers/driver.js';

/** The longer side of a thumbnail: sharp on a 2× screen in the storage grid and the posts' cards. */
export const thumbnailSize = 480;

/** The thumbnail's type: small, and shown by every browser the console supports. */
export const thumbnailContentType = 'image/webp';

/** Image types the server turns into thumbnails; video needs a decoder the server does not ship. */
const thumbnailSources = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

/** Whether a file of `contentType` gets a thumbnail. */
export function hasThumbnail(contentType: string): boolean {
  return thumbnailSources.has(contentType);
}

/**
 * Makes the WebP thumbnail of the verified image at `sourcePath` and hands it to the driver under a fresh
 * key; answers the key, or null when the type has none or the image cannot be decoded — a thumbnail is a
 * convenience, never a reason to refuse an upload the content check accepted.
 */
export async function storeThumbnail(
  services: Services,
  driver: StorageDriver,
  tempDir: string,
  sourcePath: string,
  contentType: string,
): Promise<string | null> {
  if (!hasThumbnail(contentType)) return null;
  const key = randomUUID();
  const path = join(tempDir, `${key}.thumbnail`);
  try {
    await sharp(sourcePath, { failOn: 'none', limitInputPixels: 100_000_000 })
      .rotate() // honours the EXIF orientation phones write, then drops the metadata
      .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(path);
    await driver.store(key, path, (await stat(path)).size, thumbnailContentType);
    return key;
  } catch (error) {
    services.log.warn({ err: error, contentType }, 'thumbnail could not be made');
    return null;
  } finally {
    await rm(path, { force: true });
  }
}
