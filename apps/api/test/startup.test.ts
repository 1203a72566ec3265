import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { demoUser } from '../src/seed/demo.js';
import { createTestDatabase, testDatabaseUrl } from './support/database.js';

// The API started as `pnpm --filter @postify/api start` starts it (src/main.ts in its own process), on a
// fresh data folder or, on the PostgreSQL pass, a database of its own.
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh place for one process's data: a PGlite folder, or a new PostgreSQL database. */
async function freshStorage(): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'postify-startup-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!testDatabaseUrl) return { DATA_DIR: dataDir };
  const database = await createTestDatabase('postify_startup');
  cleanups.push(database.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

interface Started {
  child: ChildProcess;
  /** The API's `/api/v1` base, or null when the process ended before listening. */
  api: string | null;
  exitCode: number | null;
  stderr: string;
}

/** Runs src/main.ts with exactly `env` (plus PATH), until it listens or exits. */
function startApi(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@postify/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          LOG_LEVEL: 'info',
          SCHEDULER_ENABLED: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const url = /"url":"([^"]+)"[^\n]*"msg":"Postify API listening"/.exec(stdout)?.[1];
      if (url) resolve({ child, api: `${url}/api/v1`, exitCode: null, stderr });
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ child, api: null, exitCode: code, stderr }));
    cleanups.push(async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    });
  });
}

async function demoSignIn(api: string) {
  return fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoUser.email, password: demoUser.password }),
  });
}

const jwtSecret = 'startup-test-secret-with-at-least-32-chars';

describe('the development mailbox and the demo seed are explicit opt-ins', () => {
  it('a server started without DEV_MAILBOX and SEED_DEMO serves no mailbox and has no demo user', async () => {
    const started = await startApi({ ...(await freshStorage()), JWT_SECRET: jwtSecret });
    expect(started.api, started.stderr).not.toBeNull();
    const api = started.api ?? '';
    const mailbox = await fetch(`${api}/dev/mailbox?to=${encodeURIComponent(demoUser.email)}`);
    expect(mailbox.status).toBe(404);
    expect(await mailbox.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
    const signIn = await demoSignIn(api);
    expect(signIn.status).toBe(401);
  }, 90_000);

  it('a server started with DEV_MAILBOX=1 and SEED_DEMO=1 (as ./dev.sh does) has both', async () => {
    const started = await startApi({
      ...(await freshStorage()),
      JWT_SECRET: jwtSecret,
      DEV_MAILBOX: '1',
      SEED_DEMO: '1',
    });
    expect(started.api, started.stderr).not.toBeNull();
    const api = started.api ?? '';
    expect((await demoSignIn(api)).status).toBe(200);
    const mailbox = await fetch(`${api}/dev/mailbox?to=${encodeURIComponent(demoUser.email)}&limit=1`);
    expect(mailbox.status).toBe(200);
    const { data } = (await mailbox.json()) as { data: { text: string }[] };
    expect(data[0]?.text).toMatch(/\b\d{6}\b/);
  }, 90_000);
});

describe('production start', () => {
  it('refuses to start on unsafe settings, printing every problem and its variable at once', async () => {
    const started = await startApi({
      ...(await freshStorage()),
      NODE_ENV: 'staging',
      DEV_MAILBOX: '1',
    });
    expect(started.api).toBeNull();
    expect(started.exitCode).toBe(1);
    expect(started.stderr).toContain('Postify API refuses to start in production (NODE_ENV=staging');
    for (const variable of ['JWT_SECRET', 'TOKEN_ENCRYPTION_KEY', 'PAYMENTS', 'SMTP_URL', 'DEV_MAILBOX'])
      expect(started.stderr).toContain(`  - ${variable}`);
    // A message for the operator, not a stack trace.
    expect(started.stderr).not.toMatch(/\bat .*config\.ts/);
  }, 90_000);
});
