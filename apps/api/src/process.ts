import { type Config, loadConfig } from './config.js';
import { type BuildOptions, buildServer, PendingMigrationsError, type PostifyServer } from './server.js';
import { stopTelemetry } from './telemetry/telemetry.js';

/**
 * Starts a process of the API (the HTTP server or the worker): loads the configuration and builds the server
 * on the database. A configuration mistake or a pending migration (production refuses to apply them) ends the
 * process with the message the operator acts on, not a stack trace.
 */
export async function startProcess(
  options: (config: Config) => BuildOptions = () => ({}),
): Promise<{ config: Config; server: PostifyServer }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const server = await buildServer(config, options(config)).catch((error: unknown) => {
    if (!(error instanceof PendingMigrationsError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  return { config, server };
}

/**
 * Stops the process's background work, then the server (the database closes last) and telemetry (spans and
 * metrics still buffered reach the collector), and exits: 0 when all stopped, 1 when something failed.
 */
export function stopProcess(
  server: PostifyServer,
  background: readonly (Promise<unknown> | undefined)[],
  failure = 'shutdown failed',
): void {
  Promise.all(background)
    .then(() => server.close())
    .then(() => stopTelemetry())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        server.services.log.error({ err: error }, failure);
        process.exit(1);
      },
    );
}
