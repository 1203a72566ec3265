import { randomBytes } from 'node:crypto';
import type { Schemas } from '@postify/sdk';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from '../db/schema.js';

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable> & { event_type: string };

/** A new signing secret: `whsec_` and 32 random bytes in base64, the Standard Webhooks format. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** An endpoint as the contract answers it (never its secret). */
export function presentEndpoint(row: EndpointRow): Schemas['WebhookEndpoint'] {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as Schemas['WebhookEventType'][],
    enabled: row.enabled,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    consecutiveFailures: row.consecutive_failures,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A delivery as the contract answers it. */
export function presentDelivery(row: DeliveryRow): Schemas['WebhookDelivery'] {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type as Schemas['WebhookEventType'],
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'PENDING' ? row.next_attempt_at.toISOString() : null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The project's endpoints, oldest first. */
export function listEndpoints(db: Db, projectId: string): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One endpoint of the project; undefined when it has none by that id. */
export function findEndpoint(
  db: Db,
  projectId: string,
  endpointId: string,
): Promise<EndpointRow | undefined> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

/** The endpoint's latest deliveries, newest first. */
export function listDeliveries(db: Db, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .selectAll('webhook_deliveries')
    .select('webhook_events.type as event_type')
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .orderBy('webhook_deliveries.created_at', 'desc')
    .orderBy('webhook_deliveries.id', 'desc')
    .limit(limit)
    .execute();
}

/** One delivery of the endpoint; undefined when it has none by that id. */
export function findDelivery(
  db: Db,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .selectAll('webhook_deliveries')
    .select('webhook_events.type as event_type')
    .where('webhook_deliveries.endpoint_id', '=', endpointId)
    .where('webhook_deliveries.id', '=', deliveryId)
    .executeTakeFirst();
}

/** Queues the event of `delivery` for its endpoint again, as a new delivery due now. */
export async function queueRedelivery(db: Db, delivery: DeliveryRow): Promise<DeliveryRow> {
  const row = await db
    .insertInto('webhook_deliveries')
    .values({ event_id: delivery.event_id, endpoint_id: delivery.endpoint_id })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, event_type: delivery.event_type };
}
