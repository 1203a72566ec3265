// API throughput on loopback for a bounded time, on PGlite and (when TEST_DATABASE_URL is set by
// scripts/with-postgres.sh) on PostgreSQL: requests/s and p99 latency of the calls the product makes most,
// each also as a ratio to a bare Fastify route measured in the same run.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, startProcess } from './processes.js';
import { writeResult } from './results.js';
import { loginAccounts, loginEmail, prepareWorkload, type Workload } from './workload.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const tsx = ['--conditions=@postify/source', '--import', 'tsx'];
let nextLogin = 0;

interface Measure {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(request: autocannon.Options): Promise<Measure> {
  const result = await autocannon({ connections, duration: seconds, ...request });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function calls(base: string, w: Workload): Record<string, autocannon.Options> {
  const auth = { authorization: `Bearer ${w.accessToken}`, 'content-type': 'application/json' };
  return {
    'GET /posts (page 15)': { url: `${base}/posts?page=15&size=10`, headers: auth },
    'GET /posts/scheduled (a week)': {
      url: `${base}/posts/scheduled?from=${encodeURIComponent(w.weekFrom)}&to=${encodeURIComponent(w.weekTo)}`,
      headers: auth,
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

async function benchDatabase(database: 'pglite' | 'postgresql', bareRps: number) {
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
  const api = await startProcess(process.execPath, [...tsx, join(here, 'api-server.ts')], {
    cwd: join(root, 'apps', 'api'),
    env,
    readyUrl: `http://127.0.0.1:${port}/api/v1/health`,
  });
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const workload = await prepareWorkload(base);
    const figures: Record<string, Measure & { ratioToBare: number }> = {};
    for (const [name, request] of Object.entries(calls(base, workload))) {
      const m = await measure(request);
      figures[name] = { ...m, ratioToBare: Number((m.requestsPerSecond / bareRps).toFixed(3)) };
      console.log(
        `${database.padEnd(10)} ${name.padEnd(32)} ${m.requestsPerSecond} req/s  p99 ${m.p99Ms} ms`,
      );
    }
    return figures;
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const barePort = await freePort();
const bare = await startProcess(process.execPath, [...tsx, join(here, 'bare-server.ts')], {
  cwd: join(root, 'apps', 'api'),
  env: { PORT: String(barePort) },
  readyUrl: `http://127.0.0.1:${barePort}/bare`,
});
const bareFigures = await measure({ url: `http://127.0.0.1:${barePort}/bare` });
await bare.stop();
console.log(`bare Fastify route: ${bareFigures.requestsPerSecond} req/s  p99 ${bareFigures.p99Ms} ms`);

const results: Record<string, unknown> = { seconds, connections, bareFastify: bareFigures };
results.pglite = await benchDatabase('pglite', bareFigures.requestsPerSecond);
if (process.env.TEST_DATABASE_URL) {
  results.postgresql = await benchDatabase('postgresql', bareFigures.requestsPerSecond);
} else {
  console.log('PostgreSQL skipped: run through scripts/with-postgres.sh (the bench command does)');
}
console.log(`→ ${await writeResult('api', results)}`);
