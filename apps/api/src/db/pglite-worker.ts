/// <reference path="./pg-utils.d.ts" />
// The embedded database's own thread (see `pgliteDriver`). This file is started as it is, by Node's type
// stripping or tsx, or bundled as `dist/pglite-worker.js`: it imports packages only.
import { readFileSync } from 'node:fs';
import { isMainThread, type MessagePort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

/** A statement for the database thread, or the request to close the database. */
export type PgliteRequest = { sql: string; parameters: readonly unknown[] } | { close: true };

/** The database thread's answer to one statement, in the order they were sent. */
export type PgliteAnswer =
  | { rows: Record<string, unknown>[]; affectedRows?: number }
  | { error: { message: string } & Record<string, unknown> };

if (isMainThread) throw new Error('pglite-worker.ts runs as a worker thread (see pgliteDriver).');
// Statements and answers go through a port of their own: Node posts messages of its own on the thread's
// default port (`--watch` reports each module the thread loads there).
const { dataDir, startFrom, port } = workerData as {
  dataDir: string | null;
  startFrom?: string;
  port: MessagePort;
};
// Starting from a dump skips creating the database cluster, most of the time a new database takes to open.
const pglite = new PGlite({
  dataDir: dataDir ?? undefined,
  loadDataDir: startFrom ? new Blob([readFileSync(startFrom)]) : undefined,
});
const { serialize } = protocol;
// Each statement's text is parsed once and kept by name (the least recently used out beyond this many): its
// parse and analysis were a third of a one-row select. PostgreSQL's plan cache then decides per statement
// whether a plan made for any parameters will do; PGlite has no statistics, so its plans for a value and for
// any value are estimated alike (forcing a plan per run cost `POST /storage/upload-url` 1.7 ms of database
// time instead of 0.9: the quota function's statements were planned anew at every call).
const maxStatements = 500;
const statements = new Map<string, string>();
let nextStatement = 0;

// One statement at a time, in the order sent: PGlite keeps the statement under way in its own state.
let previous = pglite.waitReady;
port.on('message', (request: PgliteRequest) => {
  previous = previous.then(async () => {
    if ('close' in request) {
      await pglite.close();
      port.close();
    } else port.postMessage(await run(request.sql, request.parameters));
  });
});

/**
 * One message per statement (parse, bind, describe, execute, sync) instead of PGlite's `query()`, which makes
 * six calls into the database (a describe first, to pick each parameter's serializer by its type): half the
 * CPU of a one-row select. Parameters are prepared by node-postgres' rules, exactly as the PostgreSQL driver
 * sends them, and the database infers their types as PostgreSQL does; rows are parsed by PGlite's parsers.
 */
async function run(sql: string, parameters: readonly unknown[]): Promise<PgliteAnswer> {
  const known = statements.get(sql);
  const name = known ?? `s${nextStatement++}`;
  statements.delete(sql);
  statements.set(sql, name);
  const parts: Uint8Array[] = [];
  if (!known) {
    const [oldest, oldestName] = statements.entries().next().value ?? [];
    if (statements.size > maxStatements && oldest !== undefined) {
      statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: oldestName }));
    }
    parts.push(serialize.parse({ name, text: sql }));
  }
  try {
    // Inside the try: a parameter node-postgres refuses is this statement's error, not the thread's.
    const message = concat([
      ...parts,
      serialize.bind({ statement: name, values: parameters.map((value) => pgUtils.prepareValue(value)) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    // Node's file system writes through: PGlite's sync after a message has nothing to do there.
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, pglite.parsers, { rowMode: 'object' });
    return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
  } catch (error) {
    // A statement that failed to parse is not kept (names are never reused: a kept name is always its text).
    if (!known) statements.delete(sql);
    // One whose tables changed shape since it was parsed is parsed anew, as an unnamed statement always is; in
    // a transaction the error has ended it, so the caller gets the error there.
    else if ((error as { code?: string }).code === '0A000') {
      statements.delete(sql);
      if (!pglite.isInTransaction()) return run(sql, parameters);
    }
    // The database's fields (code, constraint, detail…) cross as a plain object; an Error would lose them.
    const { message, ...fields } = error as Error;
    return { error: { ...fields, message: String(message) } };
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
