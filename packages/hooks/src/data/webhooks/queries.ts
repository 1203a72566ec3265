import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

/** A project's webhook endpoints (`GET /projects/{id}/webhooks`, OWNER and ADMIN), without their secrets. */
export function webhookEndpointsQueryOptions(client: PostifyClient, id: string) {
  return queryOptions<Schemas['WebhookEndpoint'][], PostifyApiError>({
    queryKey: postifyKeys.projects.webhooks(id),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/projects/{id}/webhooks', { params: { path: { id } }, signal })),
  });
}

/** An endpoint's delivery log, newest first (`GET /projects/{id}/webhooks/{endpointId}/deliveries`). */
export function webhookDeliveriesQueryOptions(client: PostifyClient, id: string, endpointId: string) {
  return queryOptions<Schemas['WebhookDelivery'][], PostifyApiError>({
    queryKey: postifyKeys.projects.webhookDeliveries(id, endpointId),
    queryFn: ({ signal }) =>
      unwrap(
        client.GET('/projects/{id}/webhooks/{endpointId}/deliveries', {
          params: { path: { id, endpointId } },
          signal,
        }),
      ),
  });
}
