import { mkdirSync } from 'node:fs';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { Config } from '../config.js';
import { migrationProvider } from './migrations.js';
import { pgliteDriver } from './pglite-driver.js';
import type { Database } from './schema.js';

/** Where the data lives: an embedded PGlite folder, in-memory PGlite, or a PostgreSQL server. */
export type DatabaseTarget =
  /** `startFrom`: a dump of a data folder (PGlite's `dumpDataDir`) the database starts as, instead of empty. */
  { kind: 'pglite'; dataDir: string | null; startFrom?: string } | { kind: 'postgres'; url: string };

/** The typed query builder used by every handler. */
export type Db = Kysely<Database>;

/** The configured database: PostgreSQL with `DATABASE_URL`, else PGlite in `DATA_DIR/pglite`. */
export function databaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: `${config.dataDir}/pglite` };
}

/**
 * Runs `work` in one transaction: a new one, or the caller's when `db` already is a transaction, so
 * writes that are atomic on their own can also join a larger one.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Opens the database for `target` (creating the PGlite folder on first start). */
export function openDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    return new Kysely<Database>({
      dialect: {
        // PostgreSQL's adapter: the driver takes statements from several callers at once (see pgliteDriver).
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => pgliteDriver(target.dataDir, target.startFrom),
        createIntrospector: (db) => new PostgresIntrospector(db),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  // An idle connection the server ended (a restart, a failover, a dropped test database) is discarded by the
  // pool, which opens a new one for the next query; without a listener the error would stop the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function migrator(db: Db): Migrator {
  return new Migrator({
    db,
    provider: migrationProvider,
    // Parts of the server land in any order (0004_networks after 0007_posts on an existing database); every
    // migration is written to apply on top of the others.
    allowUnorderedMigrations: true,
  });
}

/** Applies every pending migration and returns their names; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The names of the migrations this build knows that the database has not applied yet. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await migrator(db).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
