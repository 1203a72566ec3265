import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The Postify API on a fresh embedded database (started from the monorepo, as a partner would run it or
// use the hosted one) and this app's production build served by `vite preview` with its /api proxy.
const apiPort = 3200;
const appPort = 4300;
/** The Postify API the example's tests call directly (Acme's backend role). */
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const dataDir = mkdtempSync(join(tmpdir(), 'postify-partner-'));

export default defineConfig({
  testDir: './tests',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'pnpm --filter @postify/api start',
      cwd: '../..',
      url: `http://127.0.0.1:${apiPort}/api/v1/health`,
      timeout: 180_000,
      // The test signs the demo user in with a code from the development mailbox: both opt-ins.
      env: { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_MAILBOX: '1', SEED_DEMO: '1' },
    },
    {
      command: `pnpm exec vite preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}`,
      timeout: 30_000,
      env: { POSTIFY_API_URL: `http://127.0.0.1:${apiPort}` },
    },
  ],
});
