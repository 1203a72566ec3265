// API throughput on loopback for a bounded time, on PostgreSQL (TEST_DATABASE_URL, set by
// scripts/with-postgres.sh) and on PGlite: requests/s and p99 latency of the calls the product makes most,
// each as a ratio to the calibration routes (Fastify + `pg`, one and five indexed selects on the same
// PostgreSQL, src/calibration-server.ts) measured in the same phase, and to a bare Fastify route.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '@postify/api/testing';
import autocannon from 'autocannon';
import { freePort, startProcess } from './processes.js';
import { writeResult } from './results.js';
import { scale, seedScale } from './scale.js';
import { loginAccounts, loginEmail, prepareWorkload, type Workload } from './workload.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Each measurement starts after a warm-up on the same route (not counted), so a route measured first does
// not carry the process's compilation and the driver's first connections.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const tsx = ['--conditions=@postify/source', '--import', 'tsx'];
// While iterating: BENCH_CALLS=/posts measures only the calls whose name contains it (several: comma-separated), BENCH_DATABASES=postgresql
// skips PGlite, and BENCH_CPU_PROF=<folder> has the API write a V8 CPU profile there (open it in Chrome's
// DevTools) covering the whole phase.
const onlyCalls = process.env.BENCH_CALLS?.split(',');
const databases = (process.env.BENCH_DATABASES ?? 'postgresql,pglite').split(',');
const cpuProfile = process.env.BENCH_CPU_PROF;
let nextLogin = 0;

interface Measure {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(request: autocannon.Options): Promise<Measure> {
  const result = await autocannon({
    connections,
    duration: seconds,
    ...(warmupSeconds > 0 && { warmup: { connections, duration: warmupSeconds } }),
    ...request,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function calls(base: string, w: Workload): Record<string, autocannon.Options> {
  // Every call accepts compressed answers as a browser does (the post reads send theirs gzipped).
  const auth = {
    authorization: `Bearer ${w.accessToken}`,
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const week = `${base}/posts/scheduled?from=${encodeURIComponent(w.weekFrom)}&to=${encodeURIComponent(w.weekTo)}`;
  return {
    'GET /users/me': { url: `${base}/users/me`, headers: auth },
    'GET /posts (page 15)': { url: `${base}/posts?page=15&size=10`, headers: auth },
    // The same read made anew at every call: what a page costs the first time after a change.
    'GET /posts (page 15, no-cache)': {
      url: `${base}/posts?page=15&size=10`,
      headers: { ...auth, 'cache-control': 'no-cache' },
    },
    // With BENCH_POSTS, a deep page: OFFSET 5,000 on the project's index.
    ...(scale.posts >= 5_000
      ? { 'GET /posts (page 500)': { url: `${base}/posts?page=500&size=10`, headers: auth } }
      : {}),
    'GET /posts/scheduled (a week)': { url: week, headers: auth },
    'GET /posts/scheduled (a week, no-cache)': {
      url: week,
      headers: { ...auth, 'cache-control': 'no-cache' },
    },
    // Each call signs a different copy of the demo user in (one code per account every 30 s).
    'POST /auth/login': {
      url: `${base}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: loginEmail(nextLogin++ % loginAccounts), password: w.password }),
          }),
        },
      ],
    },
    'POST /storage/upload-url': {
      url: `${base}/storage/upload-url`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        folder_id: w.folderId,
        file_name: 'foto.png',
        file_size: 1024,
        content_type: 'image/png',
      }),
    },
  };
}

/** argon2id hashes per second with `connections` at once (what bounds `POST /auth/login` by design). */
async function argon2idHashesPerSecond(): Promise<number> {
  const until = Date.now() + Math.min(seconds, 5) * 1000;
  let hashes = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await hashPassword('Demo@1234');
        hashes++;
      }
    }),
  );
  return Math.round(hashes / Math.min(seconds, 5));
}

type Calibration = Record<'oneQuery' | 'fiveQueries', Measure>;

/** The calibration routes on the benchmark's PostgreSQL, reading `userId`. */
async function calibrate(userId: string): Promise<Calibration | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const port = await freePort();
  const server = await startProcess(process.execPath, [...tsx, join(here, 'calibration-server.ts')], {
    cwd: join(root, 'bench'),
    env: { PORT: String(port), DATABASE_URL: url, CALIBRATION_USER_ID: userId },
    readyUrl: `http://127.0.0.1:${port}/ready`,
  });
  try {
    const oneQuery = await measure({ url: `http://127.0.0.1:${port}/one` });
    const fiveQueries = await measure({ url: `http://127.0.0.1:${port}/five` });
    return { oneQuery, fiveQueries };
  } finally {
    await server.stop();
  }
}

const ratio = (rps: number, to: number | undefined) => (to ? Number((rps / to).toFixed(3)) : null);

async function benchDatabase(database: 'pglite' | 'postgresql', bareRps: number, calibrationUserId?: string) {
  const port = await freePort();
  await mkdir('/tmp/bench', { recursive: true });
  const dataDir = await mkdtemp('/tmp/bench/api-');
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // The workload signs in with codes from the development mailbox (api-server.ts seeds the demo itself).
    DEV_MAILBOX: '1',
    SCHEDULER_ENABLED: 'false',
  };
  if (database === 'postgresql') env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';
  const profile = cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfile}`] : [];
  const api = await startProcess(process.execPath, [...profile, ...tsx, join(here, 'api-server.ts')], {
    cwd: join(root, 'apps', 'api'),
    env,
    readyUrl: `http://127.0.0.1:${port}/api/v1/health`,
    // PGlite applies every migration at start: on two cores shared with other work that passed a minute.
    timeoutMs: 180_000,
  });
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const workload = await prepareWorkload(base);
    if (database === 'postgresql' && (scale.posts > 0 || scale.projects > 0))
      await seedScale(env.DATABASE_URL ?? '', workload.userId);
    // On PostgreSQL the calibration reads the demo user the API just seeded; the PGlite phase reads the
    // same row again (the PostgreSQL database outlives its phase), so both phases have their own yardstick.
    const userId = calibrationUserId ?? workload.userId;
    const calibration = await calibrate(userId);
    if (calibration)
      console.log(
        `${database.padEnd(10)} ${'calibration: one select'.padEnd(32)} ${calibration.oneQuery.requestsPerSecond} req/s  p99 ${calibration.oneQuery.p99Ms} ms\n` +
          `${database.padEnd(10)} ${'calibration: five selects'.padEnd(32)} ${calibration.fiveQueries.requestsPerSecond} req/s  p99 ${calibration.fiveQueries.p99Ms} ms`,
      );
    const oneRps = calibration?.oneQuery.requestsPerSecond;
    const figures: Record<string, Measure & { ratioToOneQuery: number | null; ratioToBare: number | null }> =
      {};
    for (const [name, request] of Object.entries(calls(base, workload))) {
      if (onlyCalls && !onlyCalls.some((call) => name.includes(call))) continue;
      const m = await measure(request);
      figures[name] = {
        ...m,
        ratioToOneQuery: ratio(m.requestsPerSecond, oneRps),
        ratioToBare: ratio(m.requestsPerSecond, bareRps),
      };
      console.log(
        `${database.padEnd(10)} ${name.padEnd(32)} ${m.requestsPerSecond} req/s  p99 ${m.p99Ms} ms  ×${figures[name].ratioToOneQuery ?? '–'} of one select${m.non2xx ? `  (${m.non2xx} not 2xx)` : ''}`,
      );
    }
    await api.stop();
    const hashesPerSecond =
      !onlyCalls || onlyCalls.some((call) => 'POST /auth/login'.includes(call))
        ? await argon2idHashesPerSecond()
        : null;
    console.log(`${database.padEnd(10)} ${'argon2id hashes'.padEnd(32)} ${hashesPerSecond} /s`);
    return { userId, calibration, calls: figures, argon2idHashesPerSecond: hashesPerSecond };
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg();
const barePort = await freePort();
const bare = await startProcess(process.execPath, [...tsx, join(here, 'bare-server.ts')], {
  cwd: join(root, 'apps', 'api'),
  env: { PORT: String(barePort) },
  readyUrl: `http://127.0.0.1:${barePort}/bare`,
});
const bareFigures = await measure({ url: `http://127.0.0.1:${barePort}/bare` });
await bare.stop();
console.log(`bare Fastify route: ${bareFigures.requestsPerSecond} req/s  p99 ${bareFigures.p99Ms} ms`);

const results: Record<string, unknown> = { seconds, connections, scale, bareFastify: bareFigures };
let pgUserId: string | undefined;
if (process.env.TEST_DATABASE_URL && databases.includes('postgresql')) {
  const postgresql = await benchDatabase('postgresql', bareFigures.requestsPerSecond);
  pgUserId = postgresql.userId;
  results.postgresql = postgresql;
} else {
  console.log(
    'PostgreSQL and the calibration skipped: run through scripts/with-postgres.sh (pnpm bench:api does)',
  );
}
if (databases.includes('pglite'))
  results.pglite = await benchDatabase('pglite', bareFigures.requestsPerSecond, pgUserId);
// The machine is shared: the load average around the run says how much the figures were disturbed.
results.loadAverage = {
  before: loadBefore.map((n) => Number(n.toFixed(2))),
  after: loadavg().map((n) => Number(n.toFixed(2))),
};
// A scaled run has its own file: its figures answer another question than the default run's.
const resultName = scale.posts > 0 || scale.projects > 0 ? 'api-scale' : 'api';
console.log(`→ ${await writeResult(resultName, results)}`);
