import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '@postify/hooks';
import { useState } from 'react';
import { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';

export type ConnectedWebhooksPanelProps = Pick<WebhooksPanelProps, 'messages' | 'copy'> & {
  /** The project; the current project by default. */
  projectId?: string | null;
};

/**
 * `WebhooksPanel` on `@postify/hooks` for the current (or given) project. Render it for OWNER and ADMIN only
 * (`can(role, 'manageWebhooks')`): the API refuses the others. The secret of a new endpoint lives in this
 * component's state only, until 'Já copiei'.
 */
export function ConnectedWebhooksPanel({ projectId, ...props }: ConnectedWebhooksPanelProps) {
  const endpoints = useWebhookEndpoints(projectId);
  const [openEndpointId, setOpenEndpointId] = useState<string | null>(null);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(openEndpointId, projectId);
  const create = useCreateWebhookEndpoint(projectId);
  const update = useUpdateWebhookEndpoint(projectId);
  const remove = useDeleteWebhookEndpoint(projectId);
  const redeliver = useRedeliverWebhook(projectId);
  return (
    <WebhooksPanel
      {...props}
      endpoints={endpoints.data ?? []}
      isLoading={endpoints.isPending && endpoints.fetchStatus !== 'idle'}
      hasError={endpoints.isError}
      newSecret={newSecret}
      onDismissSecret={() => setNewSecret(null)}
      onCreate={async (values) => {
        const created = await create.mutateAsync(values);
        setNewSecret(created.secret);
      }}
      onSetEnabled={async (endpoint, enabled) => {
        await update.mutateAsync({ endpointId: endpoint.id, enabled });
      }}
      onRemove={async (endpoint) => {
        await remove.mutateAsync(endpoint.id);
        if (openEndpointId === endpoint.id) setOpenEndpointId(null);
      }}
      openEndpointId={openEndpointId}
      onOpenDeliveries={setOpenEndpointId}
      deliveries={deliveries.data ?? []}
      deliveriesLoading={deliveries.isPending && deliveries.fetchStatus !== 'idle'}
      deliveriesError={deliveries.isError}
      onRedeliver={async (delivery) => {
        // The log on screen is the open endpoint's.
        if (openEndpointId)
          await redeliver.mutateAsync({ endpointId: openEndpointId, deliveryId: delivery.id });
      }}
    />
  );
}
