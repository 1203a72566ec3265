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

/**
 * The file `pnpm bench` writes into `hostDist` after building it: the commit it was built from and whether
 * the checkout had changes. `/tmp/bench/host-dist` is one folder for every checkout on a machine, so a
 * result must say which build it measured.
 */
export const buildStampFile = 'bench-build.json';

/** The product as a visitor meets it: the API with demo data on a fresh embedded database, and the built console. */
export interface RunningProduct {
  appUrl: string;
  apiBase: string;
  /** Where the API's links (signed media, network icons) point: the console's origin, as deployed. */
  publicApiUrl: string;
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
      // As deployed (and as the end-to-end runs do): the console's server proxies /api and the network
      // icons, and the API's signed media and icon links point at the console's origin, which its strict
      // CSP (img-src 'self') accepts. Left at its default (http://localhost:<api port>), every demo
      // post's picture was refused and best practices scored 92 on /dashboard.
      PUBLIC_API_URL: appUrl,
      TRUST_PROXY: 'loopback',
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
    publicApiUrl: appUrl,
    async stop() {
      await host.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
