import { validationError } from '../http/errors.js';
import { storageMessages } from '../messages.js';

/** An opaque cursor after the file created at `createdAt` with `id` (oldest first). */
export function encodePageToken(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/** Reads a cursor made by `encodePageToken`; 400 on anything else. */
export function decodePageToken(token: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime()))
    throw validationError([{ field: 'page_token', message: storageMessages.invalidPageToken }]);
  return { createdAt, id };
}
