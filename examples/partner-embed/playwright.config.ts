import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// The Postify API on a fresh embedded database (started from the monorepo, as a partner would run it or
// use the hosted one) and this app's production build served by `vite preview`, with Acme's token endpoint.
const apiPort = 3200;
const appPort = 4300;
/** The Postify API, which Acme's server and its page both call directly (scripts/partner-embed.sh builds with it). */
export const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
/** Acme's origin: a different port, so a different origin from the API's. */
const appOrigin = `http://127.0.0.1:${appPort}`;
/** Where tests/partner-key.ts leaves the project API key it created, for the test's own backend calls. */
export const keyFile = fileURLToPath(new URL('.partner-key', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'postify-partner-'));

export default defineConfig({
  testDir: './tests',
  timeout: 180_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: appOrigin,
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
      // The key's setup signs the demo owner in with a code from the development mailbox: both opt-ins.
      env: { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_MAILBOX: '1', SEED_DEMO: '1' },
    },
    {
      // The partner's setup first (a key, Acme's origin allowed), then Acme's server with the key.
      command: `key=$(node tests/partner-key.ts ${apiUrl} ${appOrigin} ${keyFile}) && POSTIFY_API_KEY="$key" exec pnpm exec vite preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: appOrigin,
      timeout: 30_000,
      env: { POSTIFY_API_URL: `http://127.0.0.1:${apiPort}` },
    },
  ],
});
