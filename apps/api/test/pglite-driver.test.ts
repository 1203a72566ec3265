import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';

// The embedded database on its own thread (src/db/pglite-driver.ts): what the API relies on from a driver.
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('answers values as they were sent and errors with the database fields', async () => {
    const db = openDatabase({ kind: 'pglite', dataDir: null });
    const at = new Date('2026-11-28T10:00:00.123Z');
    const { rows } = await sql<{ at: Date; bytes: Uint8Array; doc: unknown; ids: number[] }>`
      select ${at}::timestamptz as at, ${new Uint8Array([0, 1, 255])}::bytea as bytes,
        ${JSON.stringify({ a: [1] })}::jsonb as doc, ${[1, 2]}::int[] as ids`.execute(db);
    expect(rows).toEqual([{ at, bytes: new Uint8Array([0, 1, 255]), doc: { a: [1] }, ids: [1, 2] }]);

    await sql`create table t (id int primary key)`.execute(db);
    await sql`insert into t values (1)`.execute(db);
    await expect(sql`insert into t values (1)`.execute(db)).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
      detail: 'Key (id)=(1) already exists.',
    });
    // The same text again after its error, and after the table changed shape.
    await expect(sql`insert into t values (1)`.execute(db)).rejects.toMatchObject({ code: '23505' });
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ id: 1 }]);
    await sql`alter table t add column name text`.execute(db);
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ id: 1, name: null }]);
    await db.destroy();
  });

  it('runs a transaction alone: statements sent meanwhile wait for its end', async () => {
    const db = openDatabase({ kind: 'pglite', dataDir: null });
    await sql`create table t (id int primary key)`.execute(db);
    let inside = 0;
    const transaction = db.transaction().execute(async (tx) => {
      await sql`insert into t values (1)`.execute(tx);
      await new Promise((resolve) => setTimeout(resolve, 50));
      inside = (await sql<{ n: number }>`select count(*)::int as n from t`.execute(tx)).rows[0]?.n ?? 0;
      throw new Error('rolled back');
    });
    const outside = sql<{ n: number }>`select count(*)::int as n from t`.execute(db);
    await expect(transaction).rejects.toThrow('rolled back');
    expect(inside).toBe(1);
    expect((await outside).rows).toEqual([{ n: 0 }]);
    await db.destroy();
  });

  it('keeps what was written in its folder once closed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'postify-pglite-'));
    folders.push(dataDir);
    const first = openDatabase({ kind: 'pglite', dataDir });
    await sql`create table t (id int primary key)`.execute(first);
    await sql`insert into t values (1), (2)`.execute(first);
    await first.destroy();
    const again = openDatabase({ kind: 'pglite', dataDir });
    expect((await sql`select id from t order by id`.execute(again)).rows).toEqual([{ id: 1 }, { id: 2 }]);
    await again.destroy();
  });
});
