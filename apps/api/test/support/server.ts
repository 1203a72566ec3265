import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { type Config, loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { createOwnedProject, defaultProject } from '../../src/projects/membership.js';
import { type BuildOptions, buildServer, type PostifyServer } from '../../src/server.js';
import { freshDatabase } from './database.js';

/** An answer read by the tests. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Options of one call. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  projectId?: string;
  headers?: Record<string, string>;
  /** Raw body text (for malformed JSON, forms); sent as is. */
  raw?: string;
  contentType?: string;
}

/** The envelope answers as tests read them; `T` is the success `data` (from the contract's `Schemas`). */
export interface Envelope<T> {
  status: 'success' | 'error';
  data: T;
  code?: string;
  message?: string;
  details?: { field: string; message: string }[] | null;
  timestamp?: string;
}

/** An in-process server on a random port with its own fresh database. */
export interface TestServer {
  url: string;
  server: PostifyServer;
  db: Db;
  config: Config;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<Envelope<T>>>;
  close(): Promise<void>;
}

/** Starts a server for one test file; every JSON answer is checked against the OpenAPI file. */
export async function startTestServer(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  // `options.db` runs a second instance on another test server's database (that server drops it).
  const { db, drop } = options.db ? { db: options.db, drop: async () => {} } : await freshDatabase();
  const config: Config = {
    // The tests read codes and links from the development mailbox, an opt-in.
    ...loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      JWT_SECRET: 'test-secret-with-at-least-32-characters!!',
      DEV_MAILBOX: '1',
      // A test file sends its requests from one address faster than a person would; the files that test the
      // per-IP budget of every route set their own.
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
    publicApiUrl: 'http://127.0.0.1:3000',
    ...overrides,
  };
  const server = await buildServer(config, { db, validateResponses: true, ...options });
  const url = await server.listen();
  return {
    url,
    server,
    db,
    config,
    async call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<Envelope<T>>> {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.projectId) headers['x-project-id'] = options.projectId;
      let body: string | undefined;
      if (options.raw !== undefined) {
        body = options.raw;
        headers['content-type'] = options.contentType ?? 'application/json';
      } else if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      const response = await fetch(`${url}/api/v1${path}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as Envelope<T>, text };
    },
    async close() {
      // Every answer of the file matched its operation's response schema.
      expect(server.contractViolations).toEqual([]);
      await server.close();
      await drop();
    },
  };
}

/** A known-good password for test users. */
export const testPassword = 'Senha@2026';
let sharedHash: Promise<string> | null = null;

/**
 * Creates a user straight in the database with a default project, hashing the password once per file
 * (argon2id at the required cost is deliberately slow).
 */
export async function createUser(t: TestServer, email: string, name = 'Pessoa Teste') {
  sharedHash ??= hashPassword(testPassword);
  const user = await t.db
    .insertInto('users')
    .values({
      name,
      email,
      phone: '+55 11 90000-0000',
      password_hash: await sharedHash,
      updated_at: new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const project = await createOwnedProject(t.db, user.id, defaultProject.name, defaultProject.description);
  const { token } = await t.server.services.accessTokens.sign(user.id);
  return { user, token, projectId: project.id };
}

/** The newest e-mail sent to `to`, read through the development mailbox call. */
export async function lastMail(t: TestServer, to: string) {
  const answer = await t.call<Schemas['MailboxMessage'][]>(
    'GET',
    `/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`,
  );
  const [mail] = answer.body.data;
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

/** The 6-digit code inside an e-mail. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** Moves the user's codes 31 seconds into the past, so the resend interval has passed without waiting. */
export async function ageCodes(t: TestServer, userId: string): Promise<void> {
  await sql`update one_time_codes set created_at = created_at - interval '31 seconds' where user_id = ${userId}`.execute(
    t.db,
  );
}
