import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInUser, wrapperFor } from '../../../test/support.js';
import { useCurrentProject } from '../projects/useCurrentProject.js';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './useWebhooks.js';

function useWebhooksScreen(endpointId: string | null) {
  return {
    // Selects the default project, the one the webhook hooks then work on.
    project: useCurrentProject(),
    endpoints: useWebhookEndpoints(),
    deliveries: useWebhookDeliveries(endpointId),
    create: useCreateWebhookEndpoint(),
    update: useUpdateWebhookEndpoint(),
    remove: useDeleteWebhookEndpoint(),
    redeliver: useRedeliverWebhook(),
  };
}

describe('webhook hooks', () => {
  it('add an endpoint into the list with its secret once, change it, read its empty log and remove it', async () => {
    const user = await signedInUser('webhooks');
    const { result, rerender } = renderHook(({ endpointId }) => useWebhooksScreen(endpointId), {
      wrapper: wrapperFor(user.client),
      initialProps: { endpointId: null as string | null },
    });
    await waitFor(() => expect(result.current.endpoints.data).toEqual([]));

    const created = await act(() =>
      result.current.create.mutateAsync({
        url: 'https://parceiro.exemplo.com.br/hooks',
        events: ['post.failed'],
      }),
    );
    expect(created.secret).toMatch(/^whsec_/);
    await waitFor(() =>
      expect(result.current.endpoints.data?.map((e) => e.url)).toEqual([created.endpoint.url]),
    );
    expect(JSON.stringify(result.current.endpoints.data)).not.toContain(created.secret);
    const projectId = result.current.project.currentProjectId;
    expect(user.log.count(`GET /projects/${projectId}/webhooks`)).toBe(1);

    await act(() => result.current.update.mutateAsync({ endpointId: created.endpoint.id, enabled: false }));
    await waitFor(() => expect(result.current.endpoints.data?.[0]?.enabled).toBe(false));

    rerender({ endpointId: created.endpoint.id });
    await waitFor(() => expect(result.current.deliveries.data).toEqual([]));

    await act(() => result.current.remove.mutateAsync(created.endpoint.id));
    await waitFor(() => expect(result.current.endpoints.data).toEqual([]));
  });

  it('answer a refused URL with its field message, and a missing delivery with the server message', async () => {
    const user = await signedInUser('webhooks-invalid');
    const { result } = renderHook(() => useWebhooksScreen(null), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.endpoints.data).toEqual([]));
    await act(() =>
      result.current.create
        .mutateAsync({ url: 'http://parceiro.exemplo.com.br', events: ['post.failed'] })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.create.error?.fieldMessage('url')).toBe('A URL deve começar com https://'),
    );
    const endpoint = await act(() =>
      result.current.create.mutateAsync({ url: 'https://parceiro.exemplo.com.br', events: ['post.failed'] }),
    );
    await act(() =>
      result.current.redeliver
        .mutateAsync({ endpointId: endpoint.endpoint.id, deliveryId: '00000000-0000-4000-8000-000000000000' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.redeliver.errorMessage).toBe('Entrega não encontrada'));
  });
});
