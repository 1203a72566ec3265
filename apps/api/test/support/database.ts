import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Db, migrate, openDatabase } from '../../src/db/database.js';

/** Which database the suite runs on: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? null;

/** A fresh, empty database for one test file, and how to throw it away. */
export async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!testDatabaseUrl) {
    return { db: openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ kind: 'postgres', url: testDatabaseUrl, searchPath: schema });
  // Kysely looks for its bookkeeping tables in every schema: name ours before the server migrates.
  await migrate(db, schema);
  return {
    db,
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: testDatabaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    },
  };
}
