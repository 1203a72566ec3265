import { hostname } from 'node:os';
import { createHousekeeper } from './housekeeping/housekeeper.js';
import { createMailDelivery } from './mail/delivery.js';
import { createMetricsSnapshotter } from './metrics/snapshots.js';
import { startProcess, stopProcess } from './process.js';
import { networkPublisher } from './scheduler/network-publisher.js';
import { refreshExpiringTokens } from './scheduler/token-refresh.js';
import { createScheduler } from './scheduler/worker.js';
import { seedDemo } from './seed/demo.js';
import { createWebhookDelivery } from './webhooks/delivery.js';

const startedAt = performance.now();
const { config, server } = await startProcess((config) => ({
  // Demo users have a published password: created only when asked for (`SEED_DEMO=1`, set by ./dev.sh).
  seed: config.seedDemo
    ? async (services) => {
        await seedDemo(services);
      }
    : undefined,
}));
const url = await server.listen();
// The publishing worker runs here unless it runs as its own process (`SCHEDULER_ENABLED=false`).
const scheduler = config.scheduler.enabled
  ? createScheduler(server.services, {
      settings: config.scheduler,
      publish: networkPublisher(server.services),
      beforeTick: async () => {
        await refreshExpiringTokens(server.services);
      },
      workerId: `api-${hostname()}-${process.pid}`,
    })
  : null;
scheduler?.start();
// Expired codes, tokens, states, windows, mailbox messages and uploads are purged beside the worker.
const housekeeper = config.scheduler.enabled
  ? createHousekeeper(server.services, { intervalMs: config.housekeepingIntervalMs })
  : null;
housekeeper?.start();
// The mail queue is delivered by the same background side: here unless a worker process runs it.
const mailDelivery = config.scheduler.enabled
  ? createMailDelivery(server.services, { workerId: `api-mail-${hostname()}-${process.pid}` })
  : null;
mailDelivery?.start();
// So are the projects' webhook events.
const webhookDelivery = config.scheduler.enabled
  ? createWebhookDelivery(server.services, { workerId: `api-webhooks-${hostname()}-${process.pid}` })
  : null;
webhookDelivery?.start();
// The daily metrics snapshots (the dashboard's chart), with the rest of the background side.
const metricsSnapshots = config.scheduler.enabled ? createMetricsSnapshotter(server.services) : null;
metricsSnapshots?.start();
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
    // /health/ready answers 503 from now on so load balancers stop sending new work here.
    server.services.lifecycle.shuttingDown = true;
    server.services.log.info({ signal }, 'shutting down: finishing requests in flight');
    // In-flight requests finish; new ones get 503 while closing; the database closes last.
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    stopProcess(server, [
      scheduler?.stop(),
      housekeeper?.stop(),
      mailDelivery?.stop(),
      webhookDelivery?.stop(),
      metricsSnapshots?.stop(),
    ]);
  });
}
