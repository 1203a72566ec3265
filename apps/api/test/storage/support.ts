import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schemas } from '@postify/sdk';
import type { Config } from '../../src/config.js';
import { createUser, startTestServer, type TestServer } from '../support/server.js';

/** A test server with its own data folder (removed on close) whose signed URLs point at itself. */
export async function startStorageServer(
  overrides: Partial<Config> = {},
): Promise<TestServer & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'postify-storage-'));
  const t = await startTestServer({ dataDir, ...overrides });
  t.config.publicApiUrl = t.url;
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Files left in the temporary upload folder (failed uploads must leave none). */
export async function tempFiles(dataDir: string): Promise<string[]> {
  return readdir(join(dataDir, 'storage', 'tmp')).catch(() => []);
}

/** A signed-in member with a project and a root folder. */
export async function memberWithFolder(t: TestServer, email: string, folderName = 'Campanhas') {
  const user = await createUser(t, email);
  const folder = await t.call<Schemas['StorageFolder']>('POST', '/storage/folders', {
    token: user.token,
    projectId: user.projectId,
    body: { name: folderName },
  });
  if (folder.status !== 201) throw new Error(`folder not created: ${folder.text}`);
  return { ...user, folderId: folder.body.data.folderId };
}

/** The PUT of bytes to a signed URL, as a browser would send them. */
export async function putBytes(
  url: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  contentType: string,
  contentLength?: number,
) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (contentLength !== undefined) headers['content-length'] = String(contentLength);
  const response = await fetch(url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/**
 * A large MP4-looking body generated chunk by chunk (an `ftyp` box, then an `mdat` box of pseudo-random
 * bytes), so the test never holds it whole; `digest()` is its SHA-256 once fully read.
 */
export function mp4Stream(size: number): { stream: ReadableStream<Uint8Array>; digest: () => string } {
  const hash = createHash('sha256');
  const head = Buffer.alloc(32);
  head.writeUInt32BE(24, 0);
  head.write('ftypisom', 4, 'ascii');
  head.writeUInt32BE(0x200, 12);
  head.write('isomiso2', 16, 'ascii');
  head.writeUInt32BE(size - 24, 24);
  head.write('mdat', 28, 'ascii');
  let sent = 0;
  let seed = 7;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) {
        controller.close();
        return;
      }
      let chunk: Buffer;
      if (sent === 0) chunk = head;
      else {
        chunk = Buffer.alloc(Math.min(1024 * 1024, size - sent));
        for (let i = 0; i + 4 <= chunk.length; i += 4) {
          seed = (seed * 1103515245 + 12345) >>> 0;
          chunk.writeUInt32LE(seed, i);
        }
      }
      sent += chunk.length;
      hash.update(chunk);
      controller.enqueue(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** SHA-256 of a response body, read as a stream. */
export async function digestOf(response: Response): Promise<{ digest: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.length;
    hash.update(read.value);
  }
  return { digest: hash.digest('hex'), size };
}
