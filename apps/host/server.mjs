// Serves the built console (dist/) behind server/host-server.mjs: `node server.mjs`. DIST_DIR serves another
// build (the end-to-end runs and the benchmarks build into their own folder), API_URL is the API /api goes to.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHostServer, mediaOriginsFrom } from './server/host-server.mjs';

const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3000';
// STORYBOOK_DIR serves a built Storybook under /storybook/ (default: react-ui's build in this checkout, when
// it was built; STORYBOOK_DIR=off serves none).
const storybookDir =
  process.env.STORYBOOK_DIR ??
  fileURLToPath(new URL('../../packages/react-ui/storybook-static/', import.meta.url));
let mediaOrigins;
try {
  mediaOrigins = mediaOriginsFrom(process.env);
} catch (error) {
  // The operator reads what to fix, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const app = await createHostServer({
  distDir: process.env.DIST_DIR ?? fileURLToPath(new URL('./dist/', import.meta.url)),
  apiUrl,
  storybookDir: storybookDir !== 'off' && existsSync(storybookDir) ? storybookDir : null,
  mediaOrigins,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await app.listen({ port, host });
console.log(`Postify console on http://${host}:${port} (API ${new URL(apiUrl).origin})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
