import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '@postify/scripts/chromium';
import { appUrl, stack, workers } from './ports';

// Every run starts from fresh embedded databases with the demo seed: per worker, the API and the built console
// served by its production server (CSP included), on the ports of ports.ts. Each worker's journeys run against
// its own stack, so two journeys never see each other's data.
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'postify-e2e-'));
const slots = Array.from({ length: workers }, (_, slot) => slot);

export default defineConfig({
  testDir: './journeys',
  // A journey is a whole user flow with axe at each step; the composer's takes 1.3 min alone on 2 cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Journeys run in file order within a worker; the files are shared between the workers.
  fullyParallel: false,
  workers,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: appUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: slots.flatMap((slot): NonNullable<PlaywrightTestConfig['webServer']> => {
    const { apiPort, hostPort } = stack(slot);
    const appUrl = `http://127.0.0.1:${hostPort}`;
    return [
      {
        command: 'pnpm --filter @postify/api start',
        cwd: '..',
        url: `http://127.0.0.1:${apiPort}/api/v1/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(apiPort),
          DATA_DIR: join(dataRoot, `stack-${slot}`),
          PUBLIC_APP_URL: appUrl,
          // The console reaches the API through its own origin (server.mjs proxies /api), as deployed behind
          // the strict CSP (connect-src/img-src 'self'): signed upload and media URLs must be on that origin.
          PUBLIC_API_URL: appUrl,
          LOG_LEVEL: 'warn',
          // The journeys sign in as the demo user and read codes from the development mailbox: both are
          // development conveniences the API serves only when asked for.
          DEV_MAILBOX: '1',
          SEED_DEMO: '1',
          // The scheduler polls quickly so journeys see posts published within seconds.
          SCHEDULER_INTERVAL_MS: '1000',
          // Access tokens really expire during a journey (the session journey waits for it); every other
          // journey goes through the silent refresh too.
          ACCESS_TOKEN_SECONDS: '8',
          // As deployed: the API trusts the X-Forwarded-For of the console's server on this machine.
          TRUST_PROXY: 'loopback',
          // Every journey is one browser at one address, back to back, faster than a person: the per-IP
          // budget of every route (600 a minute by default) must not decide a journey.
          RATE_LIMIT_PER_MINUTE: '100000',
        },
      },
      {
        command: 'node server.mjs',
        cwd: '../apps/host',
        url: appUrl,
        timeout: 180_000,
        reuseExistingServer: false,
        env: {
          PORT: String(hostPort),
          API_URL: `http://127.0.0.1:${apiPort}`,
          // E2E_HOST_DIST serves a build made elsewhere (default: apps/host/dist).
          ...(process.env.E2E_HOST_DIST ? { DIST_DIR: process.env.E2E_HOST_DIST } : {}),
        },
      },
    ];
  }),
});
