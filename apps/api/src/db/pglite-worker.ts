// The embedded database's own thread (see `pgliteDriver`). This file is started as it is, by Node's type
// stripping or tsx, or bundled as `dist/pglite-worker.js`: it imports packages only.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import pgUtils from 'pg/lib/utils.js';

/** A statement for the database thread, or the request to close the database. */
export type PgliteRequest = { sql: string; parameters: readonly unknown[] } | { close: true };

/** The database thread's answer to one statement, in the order they were sent. */
export type PgliteAnswer =
  | { rows: Record<string, unknown>[]; affectedRows?: number }
  | { error: { message: string } & Record<string, unknown> };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pgliteDriver).');
const { dataDir } = workerData as { dataDir: string | null };
const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
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
    if (statements.size > maxStatements) {
      const [oldest, oldestName] = statements.entries().next().value!;
      statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: oldestName }));
    }
    parts.push(serialize.parse({ name, text: sql }));
  }
  const message = concat([
    ...parts,
    serialize.bind({ statement: name, values: parameters.map((value) => pgUtils.prepareValue(value)) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  try {
    // Node's file system writes through: PGlite's sync after a message has nothing to do there.
    const { messages } = await pglite.execProtocol(message, { syncToFs: false });
    const [result] = parse.parseResults(messages, pglite.parsers, { rowMode: 'object' });
    return { rows: result?.rows ?? [], affectedRows: result?.affectedRows };
  } catch (error) {
    // A statement that failed to parse is not kept; one whose tables changed shape since is parsed anew next time
    // (names are never reused, so a kept name always is the text it was parsed from).
    if (!known || (error as { code?: string }).code === '0A000') statements.delete(sql);
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
