import type { Readable } from 'node:stream';
import { messages } from '../messages.js';
import { ApiError } from './errors.js';

/**
 * 413 `PAYLOAD_TOO_LARGE` that also closes the connection: the rest of a refused body is never read, so a
 * client cannot keep the server busy with it.
 */
export const bodyTooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge, null, { connection: 'close' });

/**
 * Reads a request body of at most `limit` bytes into memory: a declared `Content-Length` above it is refused
 * before any byte is read, and a body that passes it while streaming stops being read at that chunk
 * ({@link bodyTooLarge}).
 */
export function readBoundedBody(
  payload: Readable,
  limit: number,
  declaredLength: string | undefined,
): Promise<Buffer> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) return Promise.reject(bodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
      payload.pause();
    };
    function onData(chunk: Buffer | string) {
      const bytes = Buffer.from(chunk);
      size += bytes.length;
      if (size > limit) {
        stop();
        reject(bodyTooLarge());
        return;
      }
      chunks.push(bytes);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
