import { hostname } from 'node:os';
import { loadConfig } from '../config.js';
import { createHousekeeper } from '../housekeeping/housekeeper.js';
import { createMailDelivery } from '../mail/delivery.js';
import { buildServer } from '../server.js';
import { networkPublisher } from './network-publisher.js';
import { refreshExpiringTokens } from './token-refresh.js';
import { createScheduler } from './worker.js';

// The publishing worker, housekeeping and the mail queue's delivery as their own process:
// `pnpm --filter @postify/api scheduler [--once]`. It opens the same database (migrating it if needed) but
// serves no HTTP.
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
const housekeeper = createHousekeeper(services, { intervalMs: config.housekeepingIntervalMs });

const mailDelivery = createMailDelivery(services, { workerId: `mail-${hostname()}-${process.pid}` });

if (process.argv.includes('--once')) {
  const result = await scheduler.drain();
  services.log.info(result, 'scheduler: published what was due');
  services.log.info(await housekeeper.runOnce(), 'housekeeping: expired rows purged');
  services.log.info(await mailDelivery.tick(), 'mail: delivered what was due');
  await mailDelivery.stop();
  await server.close();
  process.exit(0);
}

scheduler.start();
housekeeper.start();
mailDelivery.start();
services.log.info(
  { workerId: scheduler.workerId, intervalMs: config.scheduler.intervalMs },
  'scheduler running',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    services.log.info({ signal }, 'scheduler: finishing the tick in progress');
    Promise.all([scheduler.stop(), housekeeper.stop(), mailDelivery.stop()])
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
