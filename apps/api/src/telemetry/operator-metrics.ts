import { type MeterProvider, metrics, type ObservableCallback } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** The meter every operator metric belongs to. */
export const meterName = 'postify';

/** The metric names an operator's dashboards and alerts read (documented in the README). */
export const metricNames = {
  requestDuration: 'postify.http.request.duration',
  publishOutcomes: 'postify.publish.outcomes',
  schedulerLag: 'postify.scheduler.lag',
  mailQueueDepth: 'postify.mail.queue.depth',
} as const;

/** How one claimed occurrence ended for the worker that claimed it. */
export type PublishOutcome = 'posted' | 'retry' | 'failed' | 'lost';

/** One answered request, as `recordRequest` takes it. */
export interface AnsweredRequest {
  /** The contract's `operationId`, or `unknown` for a path outside the contract. */
  operation: string;
  method: string;
  statusCode: number;
  seconds: number;
}

/** The operator metrics; without an SDK started (no `OTEL_EXPORTER_OTLP_ENDPOINT`) every call is a no-op. */
export interface OperatorMetrics {
  recordRequest(request: AnsweredRequest): void;
  recordPublish(network: string, outcome: PublishOutcome): void;
  /** Reports `read()` (seconds) as the scheduler lag at each collection; the answer stops observing. */
  observeSchedulerLag(read: () => Promise<number>): () => void;
  /** Reports `read()` (messages) as the mail queue depth at each collection; the answer stops observing. */
  observeMailQueueDepth(read: () => Promise<number>): () => void;
}

/** Latency buckets in seconds, from a cached read to a slow upload. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The operator metrics on `meterProvider` (the global one by default, which the SDK replaces when
 * telemetry is enabled; tests pass their own with an in-memory exporter).
 */
export function createOperatorMetrics(
  meterProvider: MeterProvider = metrics.getMeterProvider(),
): OperatorMetrics {
  const meter = meterProvider.getMeter(meterName);
  const requestDuration = meter.createHistogram(metricNames.requestDuration, {
    description: 'Time to answer a request, per contract operation (its count is the request rate).',
    unit: 's',
    advice: { explicitBucketBoundaries: durationBuckets },
  });
  const publishOutcomes = meter.createCounter(metricNames.publishOutcomes, {
    description: 'Occurrences the scheduler finished, per network and outcome (posted, retry, failed, lost).',
  });
  const schedulerLag = meter.createObservableGauge(metricNames.schedulerLag, {
    description: 'Age of the oldest occurrence due for publishing that no worker holds (0 when none waits).',
    unit: 's',
  });
  const mailQueueDepth = meter.createObservableGauge(metricNames.mailQueueDepth, {
    description: 'E-mails waiting in the queue to be sent.',
  });
  const observe =
    (gauge: typeof schedulerLag) =>
    (read: () => Promise<number>): (() => void) => {
      const callback: ObservableCallback = async (result) => {
        result.observe(await read());
      };
      gauge.addCallback(callback);
      return () => gauge.removeCallback(callback);
    };

  return {
    recordRequest({ operation, method, statusCode, seconds }) {
      requestDuration.record(seconds, {
        operation,
        'http.request.method': method,
        'http.response.status_code': statusCode,
      });
    },
    recordPublish(network, outcome) {
      publishOutcomes.add(1, { network, outcome });
    },
    observeSchedulerLag: observe(schedulerLag),
    observeMailQueueDepth: observe(mailQueueDepth),
  };
}

/** Records every answer of `app` under its contract operation (the router puts `operationId` in the route config). */
export function installRequestMetrics(app: FastifyInstance, operatorMetrics: OperatorMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const { operationId } = request.routeOptions.config as { operationId?: string };
    operatorMetrics.recordRequest({
      operation: operationId ?? 'unknown',
      method: request.method,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
