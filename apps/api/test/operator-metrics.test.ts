import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Attributes } from '@opentelemetry/api';
import {
  AggregationTemporality,
  type DataPoint,
  type Histogram,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishError, type Publisher } from '../src/scheduler/publisher.js';
import { createScheduler } from '../src/scheduler/worker.js';
import { metricNames } from '../src/telemetry/operator-metrics.js';
import { startTelemetry } from '../src/telemetry/telemetry.js';
import {
  formOf,
  images,
  linkAccount,
  pngBytes,
  scheduleFields,
  sendForm,
  startPostsServer,
} from './posts/support.js';
import { createTestDatabase, testDatabaseUrl } from './support/database.js';
import { createUser, type TestServer } from './support/server.js';

/** A meter provider whose metrics the test reads from memory whenever it asks. */
function memoryMetrics() {
  const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  // The interval never fires during a test: every read is an explicit flush.
  const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 3_600_000 });
  const meterProvider = new MeterProvider({ readers: [reader] });
  return {
    meterProvider,
    /** The data points of metric `name` as of now. */
    async read(name: string): Promise<DataPoint<unknown>[]> {
      exporter.reset();
      await reader.forceFlush();
      const metrics = exporter
        .getMetrics()
        .flatMap((resource) => resource.scopeMetrics)
        .filter((scope) => scope.scope.name === 'postify')
        .flatMap((scope) => scope.metrics);
      return metrics.find((metric) => metric.descriptor.name === name)?.dataPoints ?? [];
    },
  };
}

const matching = (points: DataPoint<unknown>[], attributes: Attributes) =>
  points.filter((point) =>
    Object.entries(attributes).every(([key, value]) => point.attributes[key] === value),
  );

const histogram = (points: DataPoint<unknown>[], attributes: Attributes) =>
  matching(points, attributes)[0]?.value as Histogram | undefined;

const memory = memoryMetrics();
let t: TestServer;
beforeAll(async () => {
  t = await startPostsServer({}, { meterProvider: memory.meterProvider });
});
afterAll(async () => {
  await t.close();
  await memory.meterProvider.shutdown();
});

describe('operator metrics', () => {
  it('count every answer under its contract operation, method and status, with its duration', async () => {
    await t.call('GET', '/health');
    await t.call('GET', '/health');
    await t.call('POST', '/auth/login', { body: { email: 'ninguem@exemplo.com', password: 'Errada@123' } });
    await t.call('GET', '/caminho-que-nao-existe');

    const points = await memory.read(metricNames.requestDuration);
    const health = histogram(points, {
      operation: 'getHealth',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });
    expect(health?.count).toBe(2);
    expect(health?.sum).toBeGreaterThan(0);
    expect(histogram(points, { operation: 'login', 'http.response.status_code': 401 })?.count).toBe(1);
    expect(histogram(points, { operation: 'unknown', 'http.response.status_code': 404 })?.count).toBe(1);
  });

  it("show how long the oldest due occurrence has waited, and each network's publish outcomes after a tick", async () => {
    const who = await createUser(t, 'metricas@exemplo.com');
    const auth = { token: who.token, projectId: who.projectId };
    const instagram = await linkAccount(t, who.projectId, 'Instagram', 'metricas_ig');
    const facebook = await linkAccount(t, who.projectId, 'Facebook', 'metricas_fb');
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    for (const [caption, account] of [
      ['Publica sem problemas', instagram.id],
      ['A rede recusa esta', facebook.id],
    ] as const) {
      const created = await sendForm(
        t,
        'POST',
        '/templates/scheduled',
        formOf(
          { caption, ...scheduleFields([{ at: twoMinutesAgo, accounts: [account] }]) },
          images(1, pngBytes()),
        ),
        auth,
      );
      expect(created.status).toBe(201);
    }

    const [waiting] = await memory.read(metricNames.schedulerLag);
    expect(waiting?.value).toBeGreaterThanOrEqual(119);

    const publish: Publisher = async (request) => {
      if (request.caption.includes('recusa')) throw new PublishError('permanent', 'conteúdo recusado');
      return { networkPostId: `post-${request.idempotencyKey}` };
    };
    const worker = createScheduler(t.server.services, {
      settings: { ...t.config.scheduler, maxAttempts: 3, retryBaseMs: 1 },
      publish,
    });
    expect(await worker.tick()).toMatchObject({ claimed: 2, posted: 1, failed: 1 });

    const outcomes = await memory.read(metricNames.publishOutcomes);
    expect(matching(outcomes, { network: 'Instagram', outcome: 'posted' })[0]?.value).toBe(1);
    expect(matching(outcomes, { network: 'Facebook', outcome: 'failed' })[0]?.value).toBe(1);
    expect(matching(outcomes, { network: 'Facebook', outcome: 'posted' })).toEqual([]);
    const [caughtUp] = await memory.read(metricNames.schedulerLag);
    expect(caughtUp?.value).toBe(0);
  });

  it('report the mail queue depth: e-mails waiting or being sent, not the sent or abandoned ones', async () => {
    expect((await memory.read(metricNames.mailQueueDepth))[0]?.value).toBe(0);
    await sql`
      insert into mail_queue (to_address, subject, text_body, html_body, status)
      values ('a@exemplo.com', 'Código', 'texto', '<p>texto</p>', 'PENDING'),
             ('b@exemplo.com', 'Código', 'texto', '<p>texto</p>', 'PENDING'),
             ('c@exemplo.com', 'Código', 'texto', '<p>texto</p>', 'SENDING'),
             ('d@exemplo.com', 'Código', '', '', 'SENT'),
             ('e@exemplo.com', 'Código', '', '', 'FAILED')`.execute(t.db);
    expect((await memory.read(metricNames.mailQueueDepth))[0]?.value).toBe(3);
    await sql`delete from mail_queue`.execute(t.db);
  });
});

/** The part of an OTLP/JSON trace export the test reads. */
interface OtlpTraces {
  resourceSpans: {
    scopeSpans: {
      scope: { name: string };
      spans: { traceId: string; name: string; kind: number; attributes: unknown[] }[];
    }[];
  }[];
}

/** OTLP's `SPAN_KIND_SERVER`. */
const serverSpan = 2;

/** A stand-in OTLP collector: accepts every export (JSON) and keeps what arrived, per signal path. */
async function fakeCollector() {
  const received: { path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The spans exported so far. */
    spans: () =>
      received
        .filter((entry) => entry.path === '/v1/traces')
        .flatMap((entry) => (JSON.parse(entry.body) as OtlpTraces).resourceSpans)
        .flatMap((resource) => resource.scopeSpans)
        .flatMap((scope) => scope.spans.map((span) => ({ ...span, scope: scope.scope.name }))),
    /** Everything exported to `path` so far, as one text. */
    text: (path: string) =>
      received
        .filter((entry) => entry.path === path)
        .map((entry) => entry.body)
        .join('\n'),
    close: () => new Promise((done) => server.close(done)),
  };
}

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

async function until(check: () => boolean, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('telemetry', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    expect(await startTelemetry({})).toBeNull();
    expect(await startTelemetry({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeNull();
  });

  it('with OTEL_EXPORTER_OTLP_ENDPOINT, the API exports traces and metrics and its log lines carry the trace id', async () => {
    const collector = await fakeCollector();
    const dataDir = await mkdtemp(join(tmpdir(), 'postify-telemetry-'));
    const database = testDatabaseUrl ? await createTestDatabase('postify_telemetry') : null;
    const child = spawn(
      process.execPath,
      [
        '--conditions=@postify/source',
        '--import',
        'tsx',
        '--import',
        './src/telemetry/preload.ts',
        'src/main.ts',
      ],
      {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          LOG_LEVEL: 'info',
          SCHEDULER_ENABLED: 'false',
          DATA_DIR: dataDir,
          ...(database ? { DATABASE_URL: database.url } : {}),
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_BSP_SCHEDULE_DELAY: '100',
          OTEL_METRIC_EXPORT_INTERVAL: '300',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    try {
      await until(() => log.includes('Postify API listening'), 'the API to listen', 60_000);
      const url = /"url":"([^"]+)"/.exec(log)?.[1];
      const answer = await fetch(`${url}/api/v1/health?token=segredo-do-teste`);
      expect(answer.status).toBe(200);
      const requestId = answer.headers.get('x-request-id');

      await until(
        () => log.includes(`"reqId":"${requestId}"`) && log.includes('request completed'),
        'the log',
      );
      const completed = log
        .split('\n')
        .map((line) => (line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : {}))
        .find((entry) => entry.reqId === requestId && entry.msg === 'request completed');
      expect(completed?.trace_id).toMatch(/^[0-9a-f]{32}$/);

      // The HTTP server span, named after the route, Fastify's spans and, on PostgreSQL, the health check's query.
      const spansOfRequest = () => collector.spans().filter((span) => span.traceId === completed?.trace_id);
      await until(() => spansOfRequest().some((span) => span.kind === serverSpan), 'the request span');
      const spans = spansOfRequest();
      expect(spans.find((span) => span.kind === serverSpan)?.name).toBe('GET /api/v1/health');
      expect(spans.map((span) => span.scope)).toContain('@fastify/otel');
      if (database) expect(spans.map((span) => span.scope)).toContain('@opentelemetry/instrumentation-pg');
      // Secrets in a query string are masked in spans as in the log.
      expect(collector.text('/v1/traces')).not.toContain('segredo-do-teste');
      expect(JSON.stringify(spans)).toContain('token=%5BREDACTED%5D');
      await until(
        () => collector.text('/v1/metrics').includes('postify.http.request.duration'),
        'the metrics',
      );
      expect(collector.text('/v1/metrics')).toContain('"stringValue":"getHealth"');
    } finally {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await collector.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
