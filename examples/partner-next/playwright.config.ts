import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// The Postify API on a fresh embedded database (started from the monorepo, as a partner would run it or
// use the hosted one) and this app's production build served by `next start`.
const apiPort = 3210;
const appPort = 4310;
/** The Postify API the tests call directly (Acme's backend role). */
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const dataDir = mkdtempSync(join(tmpdir(), 'postify-partner-next-'));

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
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
      command: `pnpm exec next start --hostname 127.0.0.1 --port ${appPort}`,
      url: `http://127.0.0.1:${appPort}`,
      timeout: 180_000,
      // The same API address the build's rewrite was made with (scripts/partner-next.sh).
      env: { POSTIFY_API_URL: `http://127.0.0.1:${apiPort}`, NEXT_TELEMETRY_DISABLED: '1' },
    },
  ],
});
