/**
 * OpenTelemetry for the API and the worker: traces of HTTP requests, Fastify routes and PostgreSQL queries,
 * the operator metrics (`operator-metrics.ts`) and pino log lines carrying the trace id, exported over OTLP.
 * Nothing is loaded or started unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set, so a deployment without a
 * collector pays nothing. The SDK reads the standard `OTEL_*` variables (protocol, headers, service name,
 * sampler, export interval).
 */

import type { Span } from '@opentelemetry/api';
import { redactUrl } from '../logger-options.js';

/** A started SDK: `shutdown` flushes what is buffered (called when the process closes). */
export interface Telemetry {
  shutdown(): Promise<void>;
}

/** The service name when `OTEL_SERVICE_NAME` does not give one. */
const defaultServiceName = 'postify-api';

/** Span attributes holding a URL or its query, in the current and the older HTTP conventions. */
const urlAttributes = ['url.full', 'url.path', 'url.query', 'http.url', 'http.target'];

/**
 * Masks the secrets of a span's URL the way the log does (`redactUrl`): signed-link signatures, codes,
 * tokens and passwords in a query string never reach the collector, for requests served or sent.
 */
function redactSpanUrls(span: Span): void {
  // The SDK's spans are readable; the API's interface only lets them be written.
  const { attributes } = span as { attributes?: Record<string, unknown> };
  for (const key of urlAttributes) {
    const value = attributes?.[key];
    if (typeof value !== 'string' || !value) continue;
    span.setAttribute(key, key === 'url.query' ? redactUrl(`?${value}`).slice(1) : redactUrl(value));
  }
}

/**
 * Starts OpenTelemetry when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and answers null (nothing loaded) otherwise.
 * Call it before the server's modules are imported — a preload (`--import ./src/telemetry/preload.ts`), or
 * `await startTelemetry()` in an entry point that then `import()`s the server (ESM loads static imports
 * before any statement runs) — as the instrumentations patch `pino`, `pg` and `http` while they load.
 */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<Telemetry | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return null;
  // The server is ESM: its imports of pino and pg are only seen through a loader hook, which wraps
  // just the modules the instrumentations ask for.
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { HttpInstrumentation },
    { PgInstrumentation },
    { PinoInstrumentation },
    { FastifyOtelInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-pino'),
    import('@fastify/otel'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ? undefined : defaultServiceName,
    instrumentations: [
      new HttpInstrumentation({ requestHook: redactSpanUrls }),
      // The networks' and the AI endpoint's calls go through fetch.
      new UndiciInstrumentation({ requestHook: redactSpanUrls }),
      // Every Fastify instance registers the plugin as it is created (route and hook spans).
      new FastifyOtelInstrumentation({ registerOnInitialization: true, requestHook: redactSpanUrls }),
      new PgInstrumentation(),
      // Log lines get `trace_id`/`span_id` of the request or tick they belong to.
      new PinoInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  started = { shutdown: () => sdk.shutdown() };
  return started;
}

let started: Telemetry | null = null;

/** Flushes and stops the SDK `startTelemetry` started, if any (the last step of a graceful shutdown). */
export async function stopTelemetry(): Promise<void> {
  const telemetry = started;
  started = null;
  await telemetry?.shutdown();
}
