import type { Schemas } from '@postify/sdk';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** An event a project's webhook endpoints may receive. */
export type WebhookEventType = Schemas['WebhookEventType'];

/** The `data` of each event's body, as the contract's `webhooks:` section gives it. */
export interface WebhookData {
  'post.published': Schemas['PostPublishedWebhook']['data'];
  'post.failed': Schemas['PostFailedWebhook']['data'];
  'post.scheduled': Schemas['PostScheduledWebhook']['data'];
  'account.disconnected': Schemas['AccountDisconnectedWebhook']['data'];
}

/** Whether an enabled endpoint of the project listens to `type` (nothing is recorded otherwise). */
async function listened(db: Db, projectId: string, type: WebhookEventType): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('project_id', '=', projectId)
    .where('enabled', '=', true)
    .where(sql<boolean>`${type} = any(events)`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records an event of the project (the outbox) with one delivery per enabled endpoint that listens to it,
 * on `db` — the caller's transaction, so the event exists exactly when the change it announces does.
 * `data` is only computed when some endpoint listens: a project without webhooks pays one indexed read.
 * The body `{ type, timestamp, data }` is fixed now; every attempt and 'Reenviar' send the same bytes.
 */
export async function recordWebhookEvent<T extends WebhookEventType>(
  db: Db,
  projectId: string,
  type: T,
  data: () => Promise<WebhookData[T] | null>,
): Promise<void> {
  if (!(await listened(db, projectId, type))) return;
  const body = await data();
  if (!body) return;
  const payload = JSON.stringify({ type, timestamp: new Date().toISOString(), data: body });
  await sql`
    with event as (
      insert into webhook_events (project_id, type, payload) values (${projectId}, ${type}, ${payload})
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id)
    select event.id, e.id from event, webhook_endpoints e
    where e.project_id = ${projectId} and e.enabled and ${type} = any(e.events)`.execute(db);
}

/** A linked account as the events name it. */
export async function webhookAccount(db: Db, accountId: string): Promise<Schemas['WebhookAccount'] | null> {
  const row = await db
    .selectFrom('social_accounts')
    .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
    .select(['social_accounts.id', 'social_accounts.username', 'platforms.name as network'])
    .where('social_accounts.id', '=', accountId)
    .executeTakeFirst();
  return row ? { id: row.id, network: row.network, username: row.username } : null;
}

/** Records `account.disconnected` for an account of the project (token refused, or unlinked). */
export async function recordAccountDisconnected(
  db: Db,
  account: { id: string; projectId: string },
  reason: 'EXPIRED' | 'REMOVED',
): Promise<void> {
  await recordWebhookEvent(db, account.projectId, 'account.disconnected', async () => {
    const named = await webhookAccount(db, account.id);
    return named ? { reason, account: named } : null;
  });
}

/** Records `post.published` or `post.failed` for an occurrence the scheduler just settled. */
export async function recordOccurrenceSettled(db: Db, scheduleId: number): Promise<void> {
  const row = await db
    .selectFrom('post_schedules')
    .select([
      'id',
      'post_id',
      'project_id',
      'social_account_id',
      'status',
      'scheduled_at',
      'posted_at',
      'network_post_id',
      'failure_reason',
    ])
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  if (!row) return;
  const common = { postId: row.post_id, scheduleId: row.id, scheduledAt: row.scheduled_at.toISOString() };
  if (row.status === 'POSTED')
    await recordWebhookEvent(db, row.project_id, 'post.published', async () => {
      const account = await webhookAccount(db, row.social_account_id);
      if (!account) return null;
      return {
        ...common,
        postedAt: (row.posted_at ?? new Date()).toISOString(),
        networkPostId: row.network_post_id ?? '',
        account,
      };
    });
  else if (row.status === 'FAILED')
    await recordWebhookEvent(db, row.project_id, 'post.failed', async () => {
      const account = await webhookAccount(db, row.social_account_id);
      if (!account) return null;
      return { ...common, failureReason: row.failure_reason ?? '', account };
    });
}

/**
 * Records `post.scheduled` for a post just created or edited: its active occurrences waiting to be
 * published (none, a draft: nothing is recorded), their accounts and first and last time.
 */
export async function recordPostScheduled(db: Db, projectId: string, postId: number): Promise<void> {
  await recordWebhookEvent(db, projectId, 'post.scheduled', async () => {
    const waiting = await db
      .selectFrom('post_schedules')
      .select((eb) => [
        eb.fn.countAll<string>().as('count'),
        eb.fn.min('scheduled_at').as('first'),
        eb.fn.max('scheduled_at').as('last'),
      ])
      .where('post_id', '=', postId)
      .where('status', '=', 'SCHEDULED')
      .where('is_active', '=', true)
      .executeTakeFirst();
    const count = Number(waiting?.count ?? 0);
    if (!waiting || count === 0 || !waiting.first || !waiting.last) return null;
    const post = await db.selectFrom('posts').select('caption').where('id', '=', postId).executeTakeFirst();
    const accounts = await db
      .selectFrom('social_accounts')
      .innerJoin('platforms', 'platforms.id', 'social_accounts.platform_id')
      .select(['social_accounts.id', 'social_accounts.username', 'platforms.name as network'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('post_schedules')
            .select('post_schedules.id')
            .whereRef('post_schedules.social_account_id', '=', 'social_accounts.id')
            .where('post_schedules.post_id', '=', postId)
            .where('post_schedules.status', '=', 'SCHEDULED')
            .where('post_schedules.is_active', '=', true),
        ),
      )
      .orderBy('platforms.name')
      .orderBy('social_accounts.username')
      .execute();
    return {
      postId,
      caption: post?.caption ?? '',
      occurrences: count,
      firstScheduledAt: new Date(waiting.first).toISOString(),
      lastScheduledAt: new Date(waiting.last).toISOString(),
      accounts: accounts.map((a) => ({ id: a.id, network: a.network, username: a.username })),
    };
  });
}
