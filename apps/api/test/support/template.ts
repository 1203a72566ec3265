// Vitest global setup: the migrated database every test file starts from, made once per run. Opening a new
// PGlite and applying every migration took 2–4 s a file (most of it creating the database cluster); a file
// now starts from a dump of this one. On PostgreSQL each file's database is a copy of a migrated template.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../src/db/database.js';
import { adminStatement, templateDatabase, testDatabaseUrl } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump (PGlite's `dumpDataDir`) of a migrated PGlite database, on PGlite runs. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (testDatabaseUrl) {
    await adminStatement(`drop database if exists ${templateDatabase}`);
    await adminStatement(`create database ${templateDatabase}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${templateDatabase}`;
    const db = openDatabase({ kind: 'postgres', url: url.toString() });
    await migrate(db);
    await db.destroy();
    project.provide('pgliteTemplate', null);
    return () => adminStatement(`drop database if exists ${templateDatabase}`);
  }
  const work = await mkdtemp(join(tmpdir(), 'postify-api-template-'));
  const file = join(work, 'migrated.tar');
  const db = openDatabase({ kind: 'pglite', dataDir: join(work, 'data') });
  await migrate(db);
  await db.destroy();
  const migrated = new PGlite(join(work, 'data'));
  await migrated.waitReady;
  const dump = await migrated.dumpDataDir('none');
  await migrated.close();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(work, { recursive: true, force: true });
}
