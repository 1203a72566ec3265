// The scheduler draining 10,000 occurrences that are all due: on PostgreSQL (run through
// scripts/with-postgres.sh, as the bench command does) with 3 worker processes claiming from the same
// database, and on PGlite, which one process holds, with 1 worker. Each worker is the API's scheduler
// (claims with row locks and leases, the sandbox network as publisher); the figures are the time from
// `go` to the last worker finding nothing due, and how many times each occurrence reached the network
// (the promise: exactly once).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult } from './results.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const occurrences = Number(process.env.BENCH_OCCURRENCES ?? 10_000);
const tsx = ['--conditions=@postify/source', '--import', 'tsx'];
// Every process of a deployment shares the secret the network tokens are sealed with (without one, each
// development process makes its own and cannot read the tokens another stored).
const jwtSecret = randomBytes(32).toString('hex');

function worker(
  mode: string[],
  env: Record<string, string>,
): { child: ChildProcess; output: Promise<string> } {
  const child = spawn(process.execPath, [...tsx, join(here, 'scheduler-worker.ts'), ...mode], {
    cwd: join(root, 'apps', 'api'),
    env: { ...process.env, LOG_LEVEL: 'error', SCHEDULER_ENABLED: 'false', JWT_SECRET: jwtSecret, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk;
  });
  const output = new Promise<string>((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`scheduler-worker ${mode[0]} exited ${code}:\n${out}`)),
    ),
  );
  return { child, output };
}

const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

async function drain(database: 'postgresql' | 'pglite', workers: number, env: Record<string, string>) {
  await worker(['seed', String(occurrences)], env).output;
  const started = Array.from({ length: workers }, () => worker(['work'], env));
  // Start the clock once every worker has built its services and migrated: start-up is not draining.
  await Promise.all(
    started.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          const onData = (chunk: Buffer) => {
            if (chunk.toString().includes('ready')) {
              child.stdout?.off('data', onData);
              resolve();
            }
          };
          child.stdout?.on('data', onData);
        }),
    ),
  );
  const t0 = performance.now();
  for (const { child } of started) child.stdin?.end('go\n');
  const reports = (await Promise.all(started.map((w) => w.output))).map(
    (out) =>
      JSON.parse(lastLine(out)) as {
        workerId: string;
        claimed: number;
        posted: number;
        retried: number;
        failed: number;
        ms: number;
        handed: number[];
      },
  );
  const drainMs = performance.now() - t0;
  const handedTimes = new Map<number, number>();
  for (const r of reports) for (const id of r.handed) handedTimes.set(id, (handedTimes.get(id) ?? 0) + 1);
  const tally = JSON.parse(lastLine(await worker(['tally'], env).output)) as {
    byStatus: Record<string, number>;
    sandboxPublications: number;
    errors: string[];
  };
  const figures = {
    workers,
    occurrences,
    drainMs: Math.round(drainMs),
    occurrencesPerSecond: Math.round(occurrences / (drainMs / 1000)),
    handedToNetworkOnce: [...handedTimes.values()].filter((n) => n === 1).length,
    handedToNetworkMoreThanOnce: [...handedTimes.values()].filter((n) => n > 1).length,
    neverHanded: occurrences - handedTimes.size,
    byStatus: tally.byStatus,
    sandboxPublications: tally.sandboxPublications,
    errors: tally.errors,
    perWorker: reports.map(({ workerId, claimed, posted, retried, failed, ms }) => ({
      workerId,
      claimed,
      posted,
      retried,
      failed,
      ms: Math.round(ms),
    })),
  };
  console.log(
    `${database.padEnd(10)} ${workers} worker(s): ${occurrences} occurrences drained in ${figures.drainMs} ms ` +
      `(${figures.occurrencesPerSecond}/s), ${figures.handedToNetworkMoreThanOnce} handed twice, ` +
      `${figures.neverHanded} never handed, statuses ${JSON.stringify(figures.byStatus)}`,
  );
  return figures;
}

const results: Record<string, unknown> = {};
if (process.env.TEST_DATABASE_URL) {
  results.postgresql = await drain('postgresql', 3, { DATABASE_URL: process.env.TEST_DATABASE_URL });
} else {
  console.log('PostgreSQL skipped: run through scripts/with-postgres.sh (the bench command does)');
}
// PGlite is embedded: one process opens its folder, so one worker.
await mkdir('/tmp/bench', { recursive: true });
const dataDir = await mkdtemp('/tmp/bench/scheduler-pglite-');
try {
  results.pglite = await drain('pglite', 1, { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`→ ${await writeResult('scheduler', results)}`);
