import { hostname } from 'node:os';
import { createHousekeeper } from '../housekeeping/housekeeper.js';
import { createMailDelivery } from '../mail/delivery.js';
import { createMetricsSnapshotter, recordDailySnapshots } from '../metrics/snapshots.js';
import { startProcess, stopProcess } from '../process.js';
import type { Services } from '../services.js';
import { stopTelemetry } from '../telemetry/telemetry.js';
import { createWebhookDelivery } from '../webhooks/delivery.js';
import { networkPublisher } from './network-publisher.js';
import { refreshExpiringTokens } from './token-refresh.js';
import { createScheduler } from './worker.js';

// The worker process (`worker` command: `node dist/worker.js` built, `pnpm --filter @postify/api scheduler [--once]`
// from source): the publishing scheduler, the periodic jobs below, housekeeping, mail and webhook delivery; no HTTP. It opens the same database; in
// production it refuses pending migrations (the `migrate` command applies them), elsewhere it migrates.
const { config, server } = await startProcess();
const { services } = server;

/**
 * Periodic work of the worker, run before each scheduler tick (every `SCHEDULER_INTERVAL_MS`), one after the
 * other; a failing job is logged and the others still run. Add the worker's jobs here; a job with a cadence of
 * its own runs beside the scheduler instead, like the housekeeper below.
 */
const periodicJobs: { name: string; run: (services: Services) => Promise<unknown> }[] = [
  { name: 'refresh expiring network tokens', run: refreshExpiringTokens },
];

const scheduler = createScheduler(services, {
  settings: config.scheduler,
  publish: networkPublisher(services),
  beforeTick: async () => {
    for (const job of periodicJobs) {
      try {
        await job.run(services);
      } catch (error) {
        services.log.error({ err: error, job: job.name }, 'worker: periodic job failed');
      }
    }
  },
  workerId: `worker-${hostname()}-${process.pid}`,
});
const housekeeper = createHousekeeper(services, { intervalMs: config.housekeepingIntervalMs });

const mailDelivery = createMailDelivery(services, { workerId: `mail-${hostname()}-${process.pid}` });

// The projects' webhook events, signed, with retries.
const webhookDelivery = createWebhookDelivery(services, {
  workerId: `webhooks-${hostname()}-${process.pid}`,
});

// Yesterday's metrics of each account, for the dashboard's chart.
const metricsSnapshots = createMetricsSnapshotter(services);

if (process.argv.includes('--once')) {
  const result = await scheduler.drain();
  services.log.info(result, 'scheduler: published what was due');
  services.log.info(await housekeeper.runOnce(), 'housekeeping: expired rows purged');
  services.log.info(await webhookDelivery.tick(), 'webhooks: delivered what was due');
  services.log.info(await mailDelivery.tick(), 'mail: delivered what was due');
  services.log.info({ recorded: await recordDailySnapshots(services) }, 'metrics: daily snapshots recorded');
  await mailDelivery.stop();
  await server.close();
  await stopTelemetry();
  process.exit(0);
}

scheduler.start();
housekeeper.start();
mailDelivery.start();
webhookDelivery.start();
metricsSnapshots.start();
services.log.info(
  {
    workerId: scheduler.workerId,
    intervalMs: config.scheduler.intervalMs,
    jobs: [
      ...periodicJobs.map((j) => j.name),
      'housekeeping',
      'mail delivery',
      'webhook delivery',
      'metrics snapshots',
    ],
  },
  'worker running',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    services.log.info({ signal }, 'worker: finishing the tick in progress');
    stopProcess(
      server,
      [
        scheduler.stop(),
        housekeeper.stop(),
        mailDelivery.stop(),
        webhookDelivery.stop(),
        metricsSnapshots.stop(),
      ],
      'worker shutdown failed',
    );
  });
}
