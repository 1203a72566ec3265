import { webhookUrlError } from '@postify/sdk/rules';
import { LIMITS } from '@postify/sdk/schemas';
import { ApiError, conflict, notFound, validationError } from '../http/errors.js';
import { messages } from '../messages.js';
import { type OperationModule, type RequestContext, requireUser } from '../openapi/operations.js';
import { requireMembership, requireRole } from '../projects/access.js';
import { webhookTargetMessages } from './messages.js';
import {
  findDelivery,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  newSigningSecret,
  presentDelivery,
  presentEndpoint,
  queueRedelivery,
} from './store.js';
import { systemResolver, vetWebhookTarget } from './targets.js';

/** The `{id}` project, for OWNER and ADMIN only (403 for the other members, 404 for strangers). */
async function managedProject(ctx: RequestContext & { params: { id: string } }) {
  const access = await requireMembership(ctx.services.db, requireUser(ctx).userId, ctx.params.id);
  requireRole(access, 'manageWebhooks');
  return access;
}

/** The `{endpointId}` endpoint of the managed project; 404 when it has none by that id. */
async function managedEndpoint(ctx: RequestContext & { params: { id: string; endpointId: string } }) {
  const access = await managedProject(ctx);
  const endpoint = await findEndpoint(ctx.services.db, access.projectId, ctx.params.endpointId);
  if (!endpoint) throw notFound(messages.webhookEndpointNotFound);
  return endpoint;
}

/**
 * The URL as stored, or a 400 naming the `url` field: https only (plain http to this machine with the opt-in),
 * and no address of its host internal, private or reserved unless the operator allows it. A name that
 * resolves to nothing yet is kept; each delivery checks again before it connects.
 */
async function checkedUrl(ctx: RequestContext, url: string): Promise<string> {
  const settings = ctx.services.config.webhooks;
  const error = webhookUrlError(url, settings.allowLocalHttp);
  if (error) throw validationError([{ field: 'url', message: error }]);
  if ((await vetWebhookTarget(url, settings, systemResolver)).kind === 'refused')
    throw validationError([{ field: 'url', message: webhookTargetMessages.urlNotAllowed }]);
  return url.trim();
}

/** The six webhook calls: endpoints, their delivery log and 'Reenviar'. */
export const webhookOperations: OperationModule = {
  listWebhookEndpoints: {
    async handle(ctx) {
      const access = await managedProject(ctx);
      return (await listEndpoints(ctx.services.db, access.projectId)).map(presentEndpoint);
    },
  },

  createWebhookEndpoint: {
    async handle(ctx) {
      const access = await managedProject(ctx);
      const { db, tokenCipher } = ctx.services;
      const url = await checkedUrl(ctx, ctx.body.url);
      const existing = await listEndpoints(db, access.projectId);
      if (existing.length >= LIMITS.webhookEndpointsMax)
        throw new ApiError(
          409,
          'PLAN_LIMIT_REACHED',
          messages.webhookEndpointsLimit.replace('{max}', String(LIMITS.webhookEndpointsMax)),
        );
      const secret = newSigningSecret();
      const row = await db
        .insertInto('webhook_endpoints')
        .values({
          project_id: access.projectId,
          url,
          description: ctx.body.description?.trim() ?? '',
          events: [...ctx.body.events],
          secret_encrypted: tokenCipher.encrypt(secret),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      ctx.reply.code(201);
      return { endpoint: presentEndpoint(row), secret };
    },
  },

  updateWebhookEndpoint: {
    async handle(ctx) {
      const endpoint = await managedEndpoint(ctx);
      const { description, events, enabled } = ctx.body;
      const url = ctx.body.url === undefined ? undefined : await checkedUrl(ctx, ctx.body.url);
      const row = await ctx.services.db
        .updateTable('webhook_endpoints')
        .set({
          ...(url !== undefined && { url }),
          ...(description !== undefined && { description: description.trim() }),
          ...(events !== undefined && { events: [...events] }),
          // Turning an endpoint on (again) starts its failure count afresh; off by hand is not "disabled
          // after failures", so it carries no `disabled_at`.
          ...(enabled !== undefined && { enabled, disabled_at: null, consecutive_failures: 0 }),
          updated_at: new Date(),
        })
        .where('id', '=', endpoint.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentEndpoint(row);
    },
  },

  deleteWebhookEndpoint: {
    async handle(ctx) {
      const endpoint = await managedEndpoint(ctx);
      await ctx.services.db.deleteFrom('webhook_endpoints').where('id', '=', endpoint.id).execute();
      return null;
    },
  },

  listWebhookDeliveries: {
    async handle(ctx) {
      const endpoint = await managedEndpoint(ctx);
      const rows = await listDeliveries(ctx.services.db, endpoint.id, LIMITS.webhookDeliveriesShown);
      return rows.map(presentDelivery);
    },
  },

  redeliverWebhook: {
    async handle(ctx) {
      const endpoint = await managedEndpoint(ctx);
      const delivery = await findDelivery(ctx.services.db, endpoint.id, ctx.params.deliveryId);
      if (!delivery) throw notFound(messages.webhookDeliveryNotFound);
      if (!endpoint.enabled) throw conflict(messages.webhookRedeliverDisabled);
      if (delivery.status === 'PENDING' || delivery.status === 'SENDING')
        throw conflict(messages.webhookRedeliverInProgress);
      ctx.reply.code(201);
      return presentDelivery(await queueRedelivery(ctx.services.db, delivery));
    },
  },
};
