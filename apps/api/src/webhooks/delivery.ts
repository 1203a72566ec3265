import { randomUUID } from 'node:crypto';
import { LIMITS } from '@postify/sdk/schemas';
import { sql, type UpdateObject } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { WebhookSettings } from '../config.js';
import { type Db, inTransaction } from '../db/database.js';
import { claimWithLease, fromNow, releasedLease } from '../db/leases.js';
import type { Database } from '../db/schema.js';
import { webhookDisabledMail } from '../mail/templates.js';
import { retryDelayMs } from '../scheduler/backoff.js';
import { createPeriodicLoop } from '../scheduler/periodic.js';
import type { Services } from '../services.js';
import { deliveryFailureReasons } from './messages.js';
import { postToTarget } from './outbound.js';
import { type HostResolver, systemResolver, vetWebhookTarget } from './targets.js';

/** A delivery claimed by one worker until its lease expires, with what its request needs. */
interface DeliveryClaim {
  id: string;
  attempts: number;
  endpoint_id: string;
  event_id: string;
  url: string;
  secret_encrypted: string;
  payload: string;
}

/** What one delivery tick did. */
export interface WebhookTickResult {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  /** Endpoints disabled this tick after repeated failures. */
  disabled: number;
}

/** The webhook deliveries' loop: `tick` once, or `start` a loop every `intervalMs` until `stop`. */
export interface WebhookDelivery {
  readonly workerId: string;
  tick(): Promise<WebhookTickResult>;
  start(): void;
  stop(): Promise<void>;
}

/** How one attempt went: a 2xx answer, or why not (the answer's status when one came). */
type AttemptResult = { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * Delivers the recorded webhook events in the worker process: claims due deliveries of enabled endpoints
 * under a lease (as the mail queue does), POSTs each signed per the Standard Webhooks spec with a timeout,
 * and retries failures with exponential backoff, `maxAttempts` in all. A delivery that spends them all
 * counts against its endpoint; `LIMITS.webhookDisableAfterFailures` in a row disable it and e-mail the
 * project's owner. Any number of workers may run at once. Each attempt checks the endpoint's URL again and
 * connects only to the address it vetted (`targets.ts`), whatever the URL was when it was saved.
 */
export function createWebhookDelivery(
  services: Services,
  options: { workerId?: string; settings?: WebhookSettings; resolve?: HostResolver } = {},
): WebhookDelivery {
  const { db, log, tokenCipher, config } = services;
  const settings = options.settings ?? config.webhooks;
  const workerId = options.workerId ?? `webhooks-${randomUUID()}`;
  const resolve = options.resolve ?? systemResolver;

  async function attempt(claim: DeliveryClaim): Promise<AttemptResult> {
    const secret = tokenCipher.decrypt(claim.secret_encrypted);
    const sentAt = new Date();
    const signature = new Webhook(secret).sign(claim.event_id, sentAt, claim.payload);
    // One deadline for resolving, connecting and the answer's headers.
    const signal = AbortSignal.timeout(settings.timeoutMs);
    const target = await Promise.race([
      vetWebhookTarget(claim.url, settings, resolve),
      new Promise<null>((done) => signal.addEventListener('abort', () => done(null), { once: true })),
    ]);
    if (!target) return { ok: false, status: null, error: deliveryFailureReasons.timeout };
    if (target.kind === 'refused')
      return { ok: false, status: null, error: deliveryFailureReasons.notAllowed };
    if (target.kind === 'unresolved')
      return { ok: false, status: null, error: deliveryFailureReasons.connection };
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Postify-Webhooks/1.0',
      'webhook-id': claim.event_id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const result = await postToTarget(target, headers, claim.payload, signal);
    if ('reason' in result) return { ok: false, status: null, error: result.reason };
    if (result.status >= 200 && result.status < 300) return { ok: true, status: result.status };
    return { ok: false, status: result.status, error: `HTTP ${result.status}` };
  }

  /** Settles a claim while this worker holds it; answers whether it did. */
  async function settle(
    tx: Db,
    claim: DeliveryClaim,
    values: UpdateObject<Database, 'webhook_deliveries'>,
  ): Promise<boolean> {
    const result = await tx
      .updateTable('webhook_deliveries')
      .set({ ...releasedLease(), ...values })
      .where((eb) => eb.and({ id: claim.id, lease_owner: workerId, status: 'SENDING' }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Counts a delivery that spent every attempt against its endpoint and, at the threshold, disables it and
   * queues the e-mail to the project's owner, in the transaction of the delivery's FAILED record.
   */
  async function countFailure(tx: Db, endpointId: string): Promise<boolean> {
    const endpoint = await tx
      .updateTable('webhook_endpoints')
      .set({ consecutive_failures: sql<number>`consecutive_failures + 1` })
      .where('id', '=', endpointId)
      .returning(['id', 'project_id', 'url', 'enabled', 'consecutive_failures'])
      .executeTakeFirst();
    if (!endpoint?.enabled || endpoint.consecutive_failures < LIMITS.webhookDisableAfterFailures)
      return false;
    await tx
      .updateTable('webhook_endpoints')
      .set({ enabled: false, disabled_at: new Date(), updated_at: new Date() })
      .where('id', '=', endpoint.id)
      .execute();
    const owner = await tx
      .selectFrom('project_members')
      .innerJoin('users', 'users.id', 'project_members.user_id')
      .innerJoin('projects', 'projects.id', 'project_members.project_id')
      .select(['users.email', 'projects.name as projectName'])
      .where('project_members.project_id', '=', endpoint.project_id)
      .where('project_members.role', '=', 'OWNER')
      .executeTakeFirst();
    if (owner)
      await services.mailer.send(
        webhookDisabledMail(
          owner.email,
          owner.projectName,
          endpoint.url,
          endpoint.consecutive_failures,
          `${config.publicAppUrl}/settings`,
        ),
        tx,
      );
    log.warn(
      { endpointId: endpoint.id, failures: endpoint.consecutive_failures },
      'webhook endpoint disabled',
    );
    return true;
  }

  async function tick(): Promise<WebhookTickResult> {
    const result: WebhookTickResult = { claimed: 0, delivered: 0, retried: 0, failed: 0, disabled: 0 };
    const claims = await claimWithLease<DeliveryClaim>(
      db,
      {
        table: 'webhook_deliveries',
        waiting: 'PENDING',
        leased: 'SENDING',
        // A disabled endpoint's deliveries wait for it to be turned on again.
        only: sql`exists (select 1 from webhook_endpoints e where e.id = endpoint_id and e.enabled)`,
        returning: sql`q.id, q.attempts, q.endpoint_id, q.event_id,
          (select url from webhook_endpoints e where e.id = q.endpoint_id) as url,
          (select secret_encrypted from webhook_endpoints e where e.id = q.endpoint_id) as secret_encrypted,
          (select payload from webhook_events v where v.id = q.event_id) as payload`,
      },
      { workerId, limit: settings.batchSize, leaseMs: settings.leaseMs },
    );
    result.claimed = claims.length;
    for (const claim of claims) {
      const outcome = await attempt(claim);
      const delivery = { id: claim.id, endpointId: claim.endpoint_id, attempts: claim.attempts };
      if (outcome.ok) {
        await inTransaction(db, async (tx) => {
          if (
            await settle(tx, claim, {
              status: 'DELIVERED',
              response_status: outcome.status,
              last_error: null,
              delivered_at: new Date(),
            })
          )
            await tx
              .updateTable('webhook_endpoints')
              .set({ consecutive_failures: 0 })
              .where('id', '=', claim.endpoint_id)
              .where('consecutive_failures', '>', 0)
              .execute();
        });
        result.delivered += 1;
      } else if (claim.attempts >= settings.maxAttempts) {
        const disabled = await inTransaction(db, async (tx) => {
          const settled = await settle(tx, claim, {
            status: 'FAILED',
            response_status: outcome.status,
            last_error: outcome.error,
          });
          return settled && (await countFailure(tx, claim.endpoint_id));
        });
        result.failed += 1;
        if (disabled) result.disabled += 1;
        log.warn({ delivery, error: outcome.error }, 'webhook delivery given up after its last attempt');
      } else {
        const delayMs = retryDelayMs(claim.attempts, settings.retryBaseMs);
        await settle(db, claim, {
          status: 'PENDING',
          next_attempt_at: fromNow(delayMs),
          response_status: outcome.status,
          last_error: outcome.error,
        });
        result.retried += 1;
        log.info({ delivery, error: outcome.error, retryInMs: delayMs }, 'webhook not delivered, will retry');
      }
    }
    return result;
  }

  const loop = createPeriodicLoop(tick, settings.intervalMs, (error) =>
    log.error({ err: error }, 'webhook delivery tick failed'),
  );

  return { workerId, tick, start: loop.start, stop: loop.stop };
}
