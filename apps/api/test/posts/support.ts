import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Schemas } from '@postify/sdk';
import type { Config } from '../../src/config.js';
import { linkSandboxAccount } from '../../src/seed/sandbox-account.js';
import type { BuildOptions } from '../../src/server.js';
import { type Envelope, startTestServer, type TestServer } from '../support/server.js';

export { pngBytes } from '../storage/png.js';

/** A test server with its own storage folder (post media are kept in storage). */
export async function startPostsServer(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestServer & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'postify-posts-'));
  const t = await startTestServer({ dataDir, ...overrides }, options);
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

/** The smallest MP4 header the content sniffer recognises as a video. */
export function mp4Bytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypmp42', 'ascii'),
    Buffer.from([0x00, 0x00, 0x00, 0x00]),
    Buffer.from('mp42isom', 'ascii'),
    Buffer.alloc(64, 0),
  ]);
}

/** A file part of a test form. */
export interface TestFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A multipart form from text fields and `media` files. */
export function formOf(fields: Record<string, string>, files: TestFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append('media', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** `count` PNG images named foto-1.png… */
export function images(count: number, bytes: Uint8Array): TestFile[] {
  return Array.from({ length: count }, (_, i) => ({ name: `foto-${i + 1}.png`, type: 'image/png', bytes }));
}

/** Indexed schedule fields of `POST /templates/scheduled`. */
export function scheduleFields(
  schedules: { at: Date | string; accounts: string[]; repeatType?: number; repeatNumber?: number }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  schedules.forEach((schedule, i) => {
    fields[`scheduleRequestDtos[${i}].schedule`] =
      typeof schedule.at === 'string' ? schedule.at : schedule.at.toISOString();
    fields[`scheduleRequestDtos[${i}].repeatType`] = String(schedule.repeatType ?? 0);
    fields[`scheduleRequestDtos[${i}].repeatNumber`] = String(schedule.repeatNumber ?? 0);
    fields[`scheduleRequestDtos[${i}].isActive`] = 'true';
    schedule.accounts.forEach((id, j) => {
      fields[`scheduleRequestDtos[${i}].socialMediaAccountIds[${j}]`] = id;
    });
  });
  return fields;
}

/** Sends a multipart form over real HTTP and reads the envelope. */
export async function sendForm<T = Schemas['Post']>(
  t: TestServer,
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  auth: { token: string; projectId?: string },
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { authorization: `Bearer ${auth.token}` };
  if (auth.projectId) headers['x-project-id'] = auth.projectId;
  const response = await fetch(`${t.url}/api/v1${path}`, { method, headers, body: form });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/**
 * A sandbox account linked in the database with tokens from the sandbox network's own code exchange (the
 * HTTP linking flow belongs to the networks part's tests).
 */
export function linkAccount(t: TestServer, projectId: string, platformName: string, username: string) {
  return linkSandboxAccount(t.server.services, projectId, platformName, username);
}
