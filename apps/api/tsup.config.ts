import { copyFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The production build: one file per command, dependencies (the workspace @postify/sdk included, from its dist/)
// resolved from node_modules at run time; the contract is copied beside them, where config.ts looks first.
export default defineConfig({
  // `telemetry` is preloaded by start:prod and worker:prod (`--import ./dist/telemetry.js`): OpenTelemetry
  // starts before the server's modules load, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  entry: {
    main: 'src/main.ts',
    worker: 'src/scheduler/main.ts',
    // The embedded database's thread, started by src/db/pglite-driver.ts from beside the bundle.
    'pglite-worker': 'src/db/pglite-worker.ts',
    migrate: 'src/migrate.ts',
    telemetry: 'src/telemetry/preload.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node22',
  clean: true,
  sourcemap: true,
  dts: false,
  async onSuccess() {
    copyFileSync(
      new URL('../../openapi/openapi.yaml', import.meta.url),
      new URL('./dist/openapi.yaml', import.meta.url),
    );
  },
});
