import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { addRateLimitHits } from '../auth/rate-limit.js';
import type { Db } from '../db/database.js';
import { rateLimited } from './errors.js';

const windowSeconds = 60;

/**
 * Operations outside the per-IP budget of every route: the health check (load balancers and orchestrators
 * call it from one address, and must see the truth under load) and the local storage driver's blob routes
 * (each needs a signature and an expiry only the API hands out, and a large upload is many parts).
 */
export const unlimitedOperations: ReadonlySet<string> = new Set([
  'getHealth',
  'putBlob',
  'getBlob',
  'getBlobThumbnail',
  'putBlobPart',
]);

/** The budget: requests per minute per client address, and how often the counts are shared. */
export interface GlobalRateLimitOptions {
  perMinute: number;
  flushMs: number;
}

/** The shared per-minute counter, for budgets counted once the caller is known (per API key). */
export interface RequestCounter {
  /** Counts one request on `key` (e.g. `all:key:<id>`), or throws 429 once `max` per minute is spent. */
  count(key: string, max: number): void;
}

/**
 * Limits every route to `perMinute` requests per client address (`request.ip`, which follows
 * `TRUST_PROXY`), shared by every instance on the database: each instance counts in memory, adds its counts
 * to the `rate_limits` rows in one statement every `flushMs` and reads the shared totals back. The request
 * itself never waits for the database; the price is that the instances together can let through one flush
 * interval of requests beyond the budget. The counter it answers counts other budgets the same way.
 */
export function installGlobalRateLimit(
  app: FastifyInstance,
  db: Db,
  log: FastifyBaseLogger,
  { perMinute, flushMs }: GlobalRateLimitOptions,
): RequestCounter {
  /** Hits of this instance not yet added to the database. */
  let pending = new Map<string, number>();
  /** Hits of this instance on their way to the database (the running flush), not yet in `shared`. */
  let sending = new Map<string, number>();
  /** Each key's shared count at the last flush, and when its window ends (epoch milliseconds). */
  const shared = new Map<string, { hits: number; endsAt: number }>();

  /** Counts one request on `key`, or throws 429 when its `max` per minute is already spent. */
  function count(key: string, max: number): void {
    const now = Date.now();
    const known = shared.get(key);
    const current = known && known.endsAt > now ? known : undefined;
    const mine = pending.get(key) ?? 0;
    // Refused requests are not counted: a client that keeps hammering is free again when the window ends.
    if ((current?.hits ?? 0) + (sending.get(key) ?? 0) + mine + 1 > max)
      throw rateLimited(current ? (current.endsAt - now) / 1000 : windowSeconds);
    pending.set(key, mine + 1);
  }

  app.addHook('onRequest', async (request) => {
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    if (operationId && unlimitedOperations.has(operationId)) return;
    count(`all:ip:${request.ip}`, perMinute);
  });

  async function flush(): Promise<void> {
    const now = Date.now();
    for (const [key, count] of shared) if (count.endsAt <= now) shared.delete(key);
    if (pending.size === 0) return;
    const batch = pending;
    sending = batch;
    pending = new Map();
    try {
      const counts = await addRateLimitHits(
        db,
        [...batch].map(([key, hits]) => ({ key, hits })),
        windowSeconds,
      );
      const answeredAt = Date.now();
      for (const { key, hits, retryAfterSeconds } of counts)
        shared.set(key, { hits, endsAt: answeredAt + retryAfterSeconds * 1000 });
    } catch (error) {
      // The database is away: keep the hits for the next flush; this instance keeps limiting on its own.
      for (const [key, hits] of batch) pending.set(key, (pending.get(key) ?? 0) + hits);
      log.warn({ err: error }, 'could not share the request counts');
    } finally {
      sending = new Map();
    }
  }

  // One flush at a time: a slow database skips ticks instead of piling statements up.
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= flush().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(tick, flushMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
    await tick();
  });
  return { count };
}
