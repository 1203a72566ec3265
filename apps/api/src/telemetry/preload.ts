import { startTelemetry } from './telemetry.js';

// `node --import ./src/telemetry/preload.ts src/main.ts`: OpenTelemetry starts before the server's modules
// load, when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; the entry point's shutdown flushes it (`stopTelemetry`).
await startTelemetry();
