import { type PostifyApiError, type PostifyClient, type Schemas, unwrap } from '@postify/sdk';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { postifyKeys } from '../core/keys.js';

type Endpoint = Schemas['WebhookEndpoint'];
type Delivery = Schemas['WebhookDelivery'];

/**
 * Adds an endpoint (`POST /projects/{id}/webhooks`); it joins the cached list. The answer's `secret` is the
 * only time the `whsec_…` secret is readable: the caller shows it once, nothing caches it.
 */
export function createWebhookEndpointMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  id: string,
) {
  return mutationOptions<
    Schemas['CreatedWebhookEndpoint'],
    PostifyApiError,
    Schemas['CreateWebhookEndpointRequest']
  >({
    mutationFn: (body) => unwrap(client.POST('/projects/{id}/webhooks', { params: { path: { id } }, body })),
    onSuccess: ({ endpoint }) =>
      queryClient.setQueryData<Endpoint[]>(postifyKeys.projects.webhooks(id), (old) =>
        old ? [...old, endpoint] : old,
      ),
  });
}

/** Changes an endpoint (`PATCH …/webhooks/{endpointId}`): its URL, events, or `enabled` to turn it on or off. */
export function updateWebhookEndpointMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  id: string,
) {
  return mutationOptions<
    Endpoint,
    PostifyApiError,
    { endpointId: string } & Schemas['UpdateWebhookEndpointRequest']
  >({
    mutationFn: ({ endpointId, ...body }) =>
      unwrap(
        client.PATCH('/projects/{id}/webhooks/{endpointId}', { params: { path: { id, endpointId } }, body }),
      ),
    onSuccess: (endpoint) =>
      queryClient.setQueryData<Endpoint[]>(postifyKeys.projects.webhooks(id), (old) =>
        old?.map((e) => (e.id === endpoint.id ? endpoint : e)),
      ),
  });
}

/** Removes an endpoint (`DELETE …/webhooks/{endpointId}`) with its delivery log. */
export function deleteWebhookEndpointMutationOptions(
  client: PostifyClient,
  queryClient: QueryClient,
  id: string,
) {
  return mutationOptions<void, PostifyApiError, string>({
    mutationFn: async (endpointId) => {
      await client.DELETE('/projects/{id}/webhooks/{endpointId}', { params: { path: { id, endpointId } } });
    },
    onSuccess: (_, endpointId) => {
      queryClient.setQueryData<Endpoint[]>(postifyKeys.projects.webhooks(id), (old) =>
        old?.filter((e) => e.id !== endpointId),
      );
      queryClient.removeQueries({ queryKey: postifyKeys.projects.webhookDeliveries(id, endpointId) });
    },
  });
}

/** 'Reenviar' (`POST …/deliveries/{deliveryId}/redeliver`): the new delivery joins the top of the log. */
export function redeliverWebhookMutationOptions(client: PostifyClient, queryClient: QueryClient, id: string) {
  return mutationOptions<Delivery, PostifyApiError, { endpointId: string; deliveryId: string }>({
    mutationFn: ({ endpointId, deliveryId }) =>
      unwrap(
        client.POST('/projects/{id}/webhooks/{endpointId}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id, endpointId, deliveryId } },
        }),
      ),
    onSuccess: (delivery, { endpointId }) =>
      queryClient.setQueryData<Delivery[]>(postifyKeys.projects.webhookDeliveries(id, endpointId), (old) =>
        old ? [delivery, ...old] : old,
      ),
  });
}
