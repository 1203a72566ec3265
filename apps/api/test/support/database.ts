import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, migrate, openDatabase } from '../../src/db/database.js';

/** Which database the suite runs on: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? null;

/** The migrated database each PostgreSQL test file's database is a copy of (made by ./template.ts). */
export const templateDatabase = 'postify_test_template';

/** Runs one statement on TEST_DATABASE_URL's own database (creating and dropping databases). */
export async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl ?? '' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL database of its own for one test file (on the server of TEST_DATABASE_URL), and how to drop it.
 * A database rather than a schema: Kysely's migrator introspects every table it can see, and a schema that
 * another file drops meanwhile made that introspection fail ('relation test_….plans does not exist').
 * `template`: a copy of the migrated template database rather than an empty one.
 */
export async function createTestDatabase(
  prefix = 'postify_test',
  { template = false } = {},
): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!testDatabaseUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminStatement(`create database ${name}${template ? ` template ${templateDatabase}` : ''}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminStatement(`drop database ${name} with (force)`) };
}

/** A fresh, migrated database for one test file, and how to throw it away. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  // Migrated rather than left to the server (a production configuration does not migrate on start): a copy of
  // the run's migrated template, where `migrate` finds nothing left to apply.
  if (!testDatabaseUrl) {
    const db = openDatabase({
      kind: 'pglite',
      dataDir: null,
      startFrom: inject('pgliteTemplate') ?? undefined,
    });
    await migrate(db);
    return { db, drop: async () => {} };
  }
  const database = await createTestDatabase('postify_test', { template: true });
  const db = openDatabase({ kind: 'postgres', url: database.url });
  await migrate(db);
  // The server closes `db`; `with (force)` ends whatever connection is still open.
  return { db, drop: database.drop };
}
