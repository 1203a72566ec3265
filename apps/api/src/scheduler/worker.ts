import { randomUUID } from 'node:crypto';
import { orderedMedia, versionOf } from '@postify/sdk/rules';
import type { SchedulerSettings } from '../config.js';
import { inTransaction } from '../db/database.js';
import { failureMessages } from '../messages.js';
import { mediaUrl } from '../posts/present.js';
import { mediaOf } from '../posts/store.js';
import { publishableTikTokOptions } from '../posts/tiktok.js';
import { storedVersions } from '../posts/versions.js';
import type { Services } from '../services.js';
import { recordAccountDisconnected, recordOccurrenceSettled } from '../webhooks/events.js';
import { retryDelayMs } from './backoff.js';
import {
  type Claim,
  claimDue,
  type HeldClaim,
  type Outcome,
  recordProgress,
  renewLease,
  settle,
} from './claims.js';
import { createPeriodicLoop } from './periodic.js';
import { PublishError, type Publisher, refusedConnection } from './publisher.js';

/** Minutes the media links handed to a network stay valid (it downloads them while publishing). */
const publishLinkMinutes = 60;

/** What one tick did. */
export interface TickResult {
  claimed: number;
  posted: number;
  retried: number;
  failed: number;
  /** Claims that expired and went to another worker before this one reached them: left alone. */
  lost: number;
}

/** A publishing worker: `tick` once, or `start` a loop that ticks every `intervalMs` until `stop`. */
export interface Scheduler {
  readonly workerId: string;
  tick(): Promise<TickResult>;
  /** Ticks until nothing is due (tests, the command-line runner's `--once`). */
  drain(): Promise<TickResult>;
  start(): void;
  /** Stops the loop and waits for the tick in progress. */
  stop(): Promise<void>;
}

/** Options of `createScheduler`. */
export interface SchedulerOptions {
  settings: SchedulerSettings;
  publish: Publisher;
  /** Runs before each tick (the network part refreshes expiring tokens here). */
  beforeTick?: () => Promise<void>;
  workerId?: string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Creates a worker that claims due occurrences, publishes them and records the outcome. */
export function createScheduler(services: Services, options: SchedulerOptions): Scheduler {
  const { db, log, operatorMetrics } = services;
  const { settings, publish } = options;
  const workerId = options.workerId ?? `scheduler-${randomUUID()}`;

  async function outcomeOf(claim: Claim, held: HeldClaim): Promise<Outcome> {
    if (claim.attempts > settings.maxAttempts) {
      const reason = failureMessages.retriesExhausted.replace('{reason}', 'tempo esgotado');
      return { kind: 'failed', reason, error: 'attempts exhausted by expired claims' };
    }
    const account = await db
      .selectFrom('social_accounts')
      .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
      .select(['social_accounts.id', 'social_accounts.status', 'platforms.name as platformName'])
      .where('social_accounts.id', '=', claim.social_account_id)
      .executeTakeFirst();
    if (!account) return { kind: 'failed', reason: failureMessages.accountMissing, error: 'account missing' };
    if (account.status !== 'ACTIVE')
      return { kind: 'failed', reason: failureMessages.accountNotActive, error: `account ${account.status}` };
    const post = await db
      .selectFrom('posts')
      .select(['caption', 'description', 'versions', 'tiktok_options'])
      .where('id', '=', claim.post_id)
      .executeTakeFirstOrThrow();
    // The account's network publishes its own version: caption, media order and first comment.
    const version = versionOf(storedVersions(post.versions), account.platformName);
    const media = orderedMedia(await mediaOf(db, [claim.post_id]), version?.mediaOrder);
    try {
      const result = await publish({
        idempotencyKey: claim.idempotency_key,
        progress: held.publishProgress,
        async saveProgress(progress) {
          if (!(await recordProgress(db, claim, workerId, progress)))
            throw new Error('claim taken over by another worker while publishing');
        },
        accountId: account.id,
        platformName: account.platformName,
        caption: version?.caption ?? post.caption,
        description: post.description,
        firstComment: version?.firstComment ?? null,
        tiktokOptions: publishableTikTokOptions(post.tiktok_options),
        media: await Promise.all(
          media.map(async (item) => ({
            url: await mediaUrl(services, item, publishLinkMinutes),
            contentType: item.content_type,
            fileName: item.file_name,
          })),
        ),
      });
      return {
        kind: 'posted',
        networkPostId: result.networkPostId,
        ...(result.firstComment ? { firstComment: result.firstComment } : {}),
      };
    } catch (error) {
      const message = describe(error);
      if (refusedConnection(error)) {
        // The network no longer accepts the account's token: every later occurrence of the account would
        // fail the same way, so it is marked EXPIRED (Settings and the post show 'Reconectar conta').
        // Announced once, by the worker that flipped it, in the same transaction.
        await inTransaction(db, async (tx) => {
          const expired = await tx
            .updateTable('social_accounts')
            .set({ status: 'EXPIRED', updated_at: new Date() })
            .where('id', '=', account.id)
            .where('status', '=', 'ACTIVE')
            .executeTakeFirst();
          if (Number(expired.numUpdatedRows) === 1)
            await recordAccountDisconnected(tx, { id: account.id, projectId: claim.project_id }, 'EXPIRED');
        });
        return { kind: 'failed', reason: failureMessages.accountNotActive, error: message };
      }
      if (error instanceof PublishError && error.kind === 'permanent') {
        return {
          kind: 'failed',
          reason: failureMessages.networkRefused.replace('{reason}', message),
          error: message,
        };
      }
      if (claim.attempts >= settings.maxAttempts) {
        return {
          kind: 'failed',
          reason: failureMessages.retriesExhausted.replace('{reason}', message),
          error: message,
        };
      }
      return { kind: 'retry', delayMs: retryDelayMs(claim.attempts, settings.retryBaseMs), error: message };
    }
  }

  /**
   * Runs `work` while renewing the claim's lease every third of it, so a slow network call does not let
   * another worker take the occurrence over; a crashed worker stops renewing and its claim expires.
   */
  async function holding<T>(claim: Claim, work: () => Promise<T>): Promise<T> {
    let renewal: Promise<unknown> = Promise.resolve();
    const beat = setInterval(
      () => {
        renewal = renewLease(db, claim, workerId, settings.leaseMs).catch((error: unknown) =>
          log.warn({ err: error, scheduleId: claim.id }, 'lease renewal failed'),
        );
      },
      Math.max(1, Math.floor(settings.leaseMs / 3)),
    );
    try {
      return await work();
    } finally {
      clearInterval(beat);
      await renewal;
    }
  }

  async function tick(): Promise<TickResult> {
    await options.beforeTick?.();
    const claims = await claimDue(db, workerId, settings.batchSize, settings.leaseMs);
    const result: TickResult = { claimed: claims.length, posted: 0, retried: 0, failed: 0, lost: 0 };
    for (const claim of claims) {
      // The batch shares one lease: by the time its turn comes a claim may have expired and been taken
      // over, and publishing it here as well would post it twice on a live network.
      const held = await renewLease(db, claim, workerId, settings.leaseMs);
      const network = claim.network ?? 'unknown';
      if (!held) {
        result.lost += 1;
        operatorMetrics.recordPublish(network, 'lost');
        log.warn({ scheduleId: claim.id, workerId }, 'claim expired and was taken over before publishing');
        continue;
      }
      const outcome = await holding(claim, () => outcomeOf(claim, held)).catch(
        (error: unknown): Outcome => ({
          kind: 'retry',
          delayMs: retryDelayMs(claim.attempts, settings.retryBaseMs),
          error: describe(error),
        }),
      );
      // The outcome and its webhook event (`post.published`, `post.failed`) are recorded together.
      const recorded = await inTransaction(db, async (tx) => {
        const settled = await settle(tx, claim, workerId, outcome);
        if (settled && outcome.kind !== 'retry') await recordOccurrenceSettled(tx, claim.id);
        return settled;
      });
      if (!recorded) {
        result.lost += 1;
        operatorMetrics.recordPublish(network, 'lost');
        log.warn({ scheduleId: claim.id, workerId }, 'claim expired before its outcome was recorded');
        continue;
      }
      operatorMetrics.recordPublish(network, outcome.kind);
      if (outcome.kind === 'posted') result.posted += 1;
      else if (outcome.kind === 'retry') result.retried += 1;
      else result.failed += 1;
      if (outcome.kind !== 'posted')
        log.warn(
          { scheduleId: claim.id, attempts: claim.attempts, error: outcome.error },
          `publish ${outcome.kind}`,
        );
    }
    return result;
  }

  const loop = createPeriodicLoop(tick, settings.intervalMs, (error) =>
    log.error({ err: error, workerId }, 'scheduler tick failed'),
  );

  return {
    workerId,
    tick,
    async drain() {
      const total: TickResult = { claimed: 0, posted: 0, retried: 0, failed: 0, lost: 0 };
      for (;;) {
        const once = await tick();
        total.claimed += once.claimed;
        total.posted += once.posted;
        total.retried += once.retried;
        total.failed += once.failed;
        total.lost += once.lost;
        if (once.claimed === 0) return total;
      }
    },
    start: loop.start,
    stop: loop.stop,
  };
}
