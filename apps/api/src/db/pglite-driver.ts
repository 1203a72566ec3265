import { once } from 'node:events';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { Mutex } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { PgliteAnswer, PgliteRequest } from './pglite-worker.js';

// Beside this file in the sources, beside the bundle in dist/ (tsup builds it as its own entry).
const workerFile = new URL(
  `./pglite-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/** A connection is in a transaction while it holds the transaction lock. */
type Connection = DatabaseConnection & { release?: () => void };

/**
 * Kysely's driver for PGlite running on a thread of its own: PostgreSQL has a core of its own beside the
 * API's, and so does the embedded database now, instead of running its statements (WebAssembly) between the
 * API's requests on one thread (bench/README.md). Statements outside a transaction are sent as they come and
 * the database thread runs them in that order; a transaction has the database to itself from `begin` to its
 * end, so other statements wait for it (on one connection, as before). Errors keep the database's fields
 * (`code`, `constraint`, `detail`…), so `error.code === '23505'` reads as on PostgreSQL.
 */
export function pgliteDriver(dataDir: string | null, startFrom?: string): Driver {
  let worker: Worker | undefined;
  let port: MessagePort | undefined;
  const waiting: { resolve: (answer: PgliteAnswer) => void; reject: (error: unknown) => void }[] = [];
  const transaction = new Mutex();

  function send(query: CompiledQuery): Promise<PgliteAnswer> {
    if (!worker || !port) throw new Error('The database is closed.');
    const request: PgliteRequest = { sql: query.sql, parameters: query.parameters };
    port.postMessage(request);
    // Keeps the process alive while a statement is under way, and only then.
    if (waiting.length === 0) port.ref();
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  async function execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await send(query);
    if ('error' in answer) {
      const { message, ...fields } = answer.error;
      throw Object.assign(new Error(message), fields);
    }
    return {
      rows: answer.rows as R[],
      numAffectedRows: answer.affectedRows == null ? undefined : BigInt(answer.affectedRows),
    };
  }

  /** Kysely's connection: one per query, or per transaction once `begin` holds the lock for it. */
  function connection(): Connection {
    const conn: Connection = {
      async executeQuery<R>(query: CompiledQuery) {
        // Checked and sent in one turn of the event loop: no transaction can begin in between.
        if (!conn.release) while (transaction.isLocked()) await transaction.waitForUnlock();
        return execute<R>(query);
      },
      streamQuery: () => {
        throw new Error('Streaming is not supported on PGlite.');
      },
    };
    return conn;
  }

  async function end(conn: Connection, statement: 'commit' | 'rollback') {
    try {
      await execute(CompiledQuery.raw(statement));
    } finally {
      conn.release?.();
      conn.release = undefined;
    }
  }

  return {
    async init() {
      const channel = new MessageChannel();
      port = channel.port1;
      worker = new Worker(workerFile, {
        workerData: { dataDir, startFrom, port: channel.port2 },
        transferList: [channel.port2],
      });
      worker.unref();
      port.on('message', (answer: PgliteAnswer) => {
        waiting.shift()?.resolve(answer);
        if (waiting.length === 0) port?.unref();
      });
      port.unref();
      worker.on('error', (error) => {
        for (const { reject } of waiting.splice(0)) reject(error);
      });
      worker.on('exit', () => {
        worker = undefined;
        port?.close();
        port = undefined;
        for (const { reject } of waiting.splice(0)) reject(new Error('The database thread has ended.'));
      });
      // Opening the database (and creating it on first start) happens there; a failure surfaces here.
      await execute(CompiledQuery.raw('select 1'));
    },
    acquireConnection: async () => connection(),
    releaseConnection: async () => {},
    async beginTransaction(conn: Connection, settings) {
      const release = await transaction.acquire();
      try {
        await execute(CompiledQuery.raw(beginStatement(settings)));
      } catch (error) {
        release();
        throw error;
      }
      conn.release = release;
    },
    commitTransaction: (conn) => end(conn as Connection, 'commit'),
    rollbackTransaction: (conn) => end(conn as Connection, 'rollback'),
    async destroy() {
      const release = await transaction.acquire();
      const closing = worker;
      const closingPort = port;
      worker = undefined;
      port = undefined;
      try {
        if (!closing || !closingPort) return;
        // Sent after every statement already sent; the thread closes the database, which writes it out, and ends.
        closing.ref();
        closingPort.postMessage({ close: true } satisfies PgliteRequest);
        await once(closing, 'exit');
        closingPort.close();
      } finally {
        release();
      }
    },
  };
}

function beginStatement({ isolationLevel, accessMode }: TransactionSettings): string {
  return ['start transaction', isolationLevel && `isolation level ${isolationLevel}`, accessMode]
    .filter(Boolean)
    .join(' ');
}
