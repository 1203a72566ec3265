// Vitest global setup: the real Postify API (apps/api) in this process, on a fresh embedded PGlite
// database and a temporary storage folder. Test files reach it over HTTP through `inject('apiUrl')`.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import './support-context.js';
import { buildServer, loadConfig, openDatabase } from '@postify/api/testing';

/** The origin happy-dom gives test documents; the API answers CORS for it. */
const testOrigin = 'http://localhost:3000';
const unlimited = 1_000_000;

/** A port free right now, so signed URLs and OAuth pages can name the server before it listens. */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'postify-hooks-api-'));
  const port = await freePort();
  const base = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'hooks-test-secret-with-at-least-32-characters',
    SCHEDULER_ENABLED: 'false',
    // The auth tests read the sign-in and onboarding codes from the development mailbox, an opt-in.
    DEV_MAILBOX: '1',
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
      signUpPerAccount: unlimited,
      signUpPerIp: unlimited,
      publicFormsPerIp: unlimited,
      requestsPerMinutePerIp: unlimited,
    },
  };
  const db = openDatabase({ kind: 'pglite', dataDir: null });
  const server = await buildServer(config, { db });
  const url = await server.listen();
  project.provide('apiUrl', `${url}/api/v1`);

  // Test control, beside the API: links a sandbox social account straight in the database (as the API's
  // own posts suites do), and plays the user's consent on the sandbox network's page, whose 303 answer a
  // happy-dom document cannot read.
  const control = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      });
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.url === '/sandbox-consent') {
      try {
        // The user's click on 'Autorizar' in the sandbox network's page: its form, answered by a 303 back.
        const { authorizationUrl } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          authorizationUrl: string;
        };
        const page = new URL(authorizationUrl);
        const form = new URLSearchParams(page.searchParams);
        form.delete('scope');
        form.set('decision', 'allow');
        const answer = await fetch(`${page.origin}${page.pathname}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          redirect: 'manual',
        });
        response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end(JSON.stringify({ status: answer.status, location: answer.headers.get('location') }));
      } catch (error) {
        response.writeHead(500, { 'access-control-allow-origin': '*' });
        response.end(String(error));
      }
      return;
    }
    try {
      const { projectId, platformName, username } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        projectId: string;
        platformName: string;
        username: string;
      };
      const platform = await db
        .selectFrom('platforms')
        .select('id')
        .where('name', '=', platformName)
        .executeTakeFirstOrThrow();
      const account = await db
        .insertInto('social_accounts')
        .values({ project_id: projectId, platform_id: platform.id, username, status: 'ACTIVE' })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      response.end(JSON.stringify(account));
    } catch (error) {
      response.writeHead(500, { 'access-control-allow-origin': '*' });
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  project.provide('controlUrl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);

  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
