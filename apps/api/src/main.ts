import { loadConfig } from './config.js';
import { seedDemo } from './seed/demo.js';
import { buildServer } from './server.js';

const startedAt = performance.now();
const config = loadConfig();
const server = await buildServer(config, {
  seed: config.seedDemo
    ? async (services) => {
        await seedDemo(services);
      }
    : undefined,
});
const url = await server.listen();
server.services.log.info(
  {
    url,
    database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir}/pglite)`,
    startupMs: Math.round(performance.now() - startedAt),
  },
  'Postify API listening',
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.services.log.info({ signal }, 'shutting down: finishing requests in flight');
    // In-flight requests finish; new ones get 503 while closing; the database closes last.
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.services.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
