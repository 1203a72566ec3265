import { hostname } from 'node:os';
import { loadConfig } from '../config.js';
import { buildServer } from '../server.js';
import { networkPublisher } from './network-publisher.js';
import { refreshExpiringTokens } from './token-refresh.js';
import { createScheduler } from './worker.js';

// The publishing worker as its own process: `pnpm --filter @postify/api scheduler [--once]`. It opens the
// same database (migrating it if needed) but serves no HTTP.
const config = loadConfig();
const server = await buildServer(config);
const { services } = server;
const scheduler = createScheduler(services, {
  settings: config.scheduler,
  publish: networkPublisher(services),
  beforeTick: async () => {
    await refreshExpiringTokens(services);
  },
  workerId: `scheduler-${hostname()}-${process.pid}`,
});

if (process.argv.includes('--once')) {
  const result = await scheduler.drain();
  services.log.info(result, 'scheduler: published what was due');
  await server.close();
  process.exit(0);
}

scheduler.start();
services.log.info(
  { workerId: scheduler.workerId, intervalMs: config.scheduler.intervalMs },
  'scheduler running',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    services.log.info({ signal }, 'scheduler: finishing the tick in progress');
    scheduler
      .stop()
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          services.log.error({ err: error }, 'scheduler shutdown failed');
          process.exit(1);
        },
      );
  });
}
