import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage } from '../core/errors.js';
import { useMutationOf } from '../core/mutation.js';
import { useCurrentProjectId } from '../core/scope.js';
import {
  createWebhookEndpointMutationOptions,
  deleteWebhookEndpointMutationOptions,
  redeliverWebhookMutationOptions,
  updateWebhookEndpointMutationOptions,
} from './mutations.js';
import { webhookDeliveriesQueryOptions, webhookEndpointsQueryOptions } from './queries.js';

/** The project a webhook hook works on: the one given, or the current project. */
function useTargetProject(projectId: string | null | undefined): string | null {
  const current = useCurrentProjectId();
  return projectId === undefined ? current : projectId;
}

/**
 * The webhook endpoints of the current (or given) project; idle without a project. Only OWNER and ADMIN may
 * read them (`can(role, 'manageWebhooks')` of `@postify/sdk/rules`): others get a 403.
 */
export function useWebhookEndpoints(projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(
    useQuery({ ...webhookEndpointsQueryOptions(client, id ?? ''), enabled: Boolean(id) }),
  );
}

/** An endpoint's delivery log; idle until an endpoint is given (the panel opens one at a time). */
export function useWebhookDeliveries(endpointId: string | null, projectId?: string | null) {
  const client = usePostifyClient();
  const id = useTargetProject(projectId);
  return useServerMessage(
    useQuery({
      ...webhookDeliveriesQueryOptions(client, id ?? '', endpointId ?? ''),
      enabled: Boolean(id && endpointId),
    }),
  );
}

/** Adds an endpoint; `data.secret` is the `whsec_…` secret, to show once. */
export function useCreateWebhookEndpoint(projectId?: string | null) {
  return useServerMessage(
    useMutationOf(createWebhookEndpointMutationOptions, useTargetProject(projectId) ?? ''),
  );
}

/** Changes an endpoint, or turns it on (`enabled: true`, e.g. after it was disabled by failures) or off. */
export function useUpdateWebhookEndpoint(projectId?: string | null) {
  return useServerMessage(
    useMutationOf(updateWebhookEndpointMutationOptions, useTargetProject(projectId) ?? ''),
  );
}

/** Removes an endpoint and its log. */
export function useDeleteWebhookEndpoint(projectId?: string | null) {
  return useServerMessage(
    useMutationOf(deleteWebhookEndpointMutationOptions, useTargetProject(projectId) ?? ''),
  );
}

/** 'Reenviar': queues a finished delivery's event again. */
export function useRedeliverWebhook(projectId?: string | null) {
  return useServerMessage(useMutationOf(redeliverWebhookMutationOptions, useTargetProject(projectId) ?? ''));
}
