// Vitest global setup: the real Postify API (apps/api) in this process, on a fresh embedded PGlite
// database and a temporary storage folder. Test files reach it over HTTP through `inject('apiUrl')`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './support-context.js';
import { loadConfig } from '../../../apps/api/src/config.js';
import { openDatabase } from '../../../apps/api/src/db/database.js';
import { buildServer } from '../../../apps/api/src/server.js';

/** The origin happy-dom gives test documents; the API answers CORS for it. */
const testOrigin = 'http://localhost:3000';
const unlimited = 1_000_000;

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'postify-hooks-api-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    JWT_SECRET: 'hooks-test-secret-with-at-least-32-characters',
    SCHEDULER_ENABLED: 'false',
  });
  const config = {
    ...base,
    dataDir,
    publicAppUrl: testOrigin,
    rateLimits: {
      ...base.rateLimits,
      loginPerAccount: unlimited,
      loginPerIp: unlimited,
      codePerAccount: unlimited,
      codePerIp: unlimited,
      resetPerAccount: unlimited,
      resetPerIp: unlimited,
      publicFormsPerIp: unlimited,
    },
  };
  const server = await buildServer(config, { db: openDatabase({ kind: 'pglite', dataDir: null }) });
  const url = await server.listen();
  // Signed storage URLs must point at this server's random port.
  config.publicApiUrl = url;
  project.provide('apiUrl', `${url}/api/v1`);
  return async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
