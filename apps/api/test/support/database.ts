import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../../src/db/database.js';

/** Which database the suite runs on: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? null;

async function admin(statement: string): Promise<void> {
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
 */
export async function createTestDatabase(prefix = 'postify_test'): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  if (!testDatabaseUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database ${name} with (force)`) };
}

/** A fresh, migrated database for one test file, and how to throw it away. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  // Migrated here rather than by the server: a production configuration does not migrate on start.
  if (!testDatabaseUrl) {
    const db = openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(db);
    return { db, drop: async () => {} };
  }
  const database = await createTestDatabase();
  const db = openDatabase({ kind: 'postgres', url: database.url });
  await migrate(db);
  // The server closes `db`; `with (force)` ends whatever connection is still open.
  return { db, drop: database.drop };
}
