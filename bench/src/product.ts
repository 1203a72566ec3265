import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess } from './processes.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The console build the benchmarks measure and serve: a copy of their own (`pnpm bench` builds it), so a
 * rebuild of apps/host/dist by someone else meanwhile changes nothing here.
 */
export const hostDist = process.env.BENCH_HOST_DIST ?? '/tmp/bench/host-dist';

/** The product as a visitor meets it: the API with demo data on a fresh embedded database, and the built console. */
export interface RunningProduct {
  appUrl: string;
  apiBase: string;
  stop(): Promise<void>;
}

/** Starts the API (PGlite, demo seed) and the console's production server on `hostDist` (must be built). */
export async function startProduct(): Promise<RunningProduct> {
  await mkdir('/tmp/bench', { recursive: true });
  const dataDir = await mkdtemp('/tmp/bench/product-');
  const apiPort = await freePort();
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const api = await startProcess('pnpm', ['--filter', '@postify/api', 'start'], {
    cwd: root,
    env: {
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PUBLIC_APP_URL: appUrl,
      // Lighthouse signs the demo user in with a code from the development mailbox: both opt-ins.
      DEV_MAILBOX: '1',
      SEED_DEMO: '1',
    },
    readyUrl: `http://127.0.0.1:${apiPort}/api/v1/health`,
  });
  const host = await startProcess('node', ['server.mjs'], {
    cwd: join(root, 'apps', 'host'),
    env: { PORT: String(appPort), API_URL: `http://127.0.0.1:${apiPort}`, DIST_DIR: hostDist },
    readyUrl: appUrl,
  });
  return {
    appUrl,
    apiBase: `http://127.0.0.1:${apiPort}/api/v1`,
    async stop() {
      await host.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
