import { PostifyProvider } from '@postify/hooks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createFakeClient } from '../StorageBrowser/fakeApi';
import { createToastQueue } from '../ToastRegion/toastQueue';
import { renderThemed } from '../test/render';
import { ConnectedSubscriptionCard } from './ConnectedSubscriptionCard';
import { activeSubscription, now, trialSubscription } from './fixtures';
import { isTrialActive, SubscriptionCard } from './SubscriptionCard';

describe('SubscriptionCard', () => {
  it('shows the free-trial badge only while isFreeTrial holds and the end is in the future', () => {
    expect(isTrialActive(trialSubscription, now)).toBe(true);
    expect(isTrialActive(trialSubscription, new Date('2026-11-27T15:00:00.000Z'))).toBe(false);
    expect(isTrialActive({ ...trialSubscription, isFreeTrial: false }, now)).toBe(false);
    expect(isTrialActive({ ...trialSubscription, freeTrialEndsAt: null }, now)).toBe(false);
  });

  it('reads plan, price per month with two decimals and long pt-BR dates', async () => {
    await renderThemed(
      <SubscriptionCard subscription={activeSubscription} now={now} timeZone="America/Sao_Paulo" />,
    );
    await expect.element(page.getByRole('heading', { name: 'Pro' })).toBeVisible();
    await expect.element(page.getByText(/^R\$ 59,99/)).toBeVisible();
    await expect.element(page.getByText('Assinante desde 1 de março de 2026')).toBeVisible();
    await expect.element(page.getByText(/Teste grátis/)).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('list', { name: 'Recursos incluídos' }).getByRole('listitem'))
      .toHaveLength(3);
  });
});

describe('ConnectedSubscriptionCard', () => {
  const failing = (message: string) =>
    createFakeClient(() => ({ error: { status: 500, code: 'INTERNAL_ERROR', message } })).client;

  it("toasts 'Erro' with the server's message once when the subscription cannot load, and shows no card", async () => {
    const queue = createToastQueue();
    await renderThemed(
      <PostifyProvider
        client={failing('Serviço de cobrança indisponível')}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ConnectedSubscriptionCard toastQueue={queue} />
      </PostifyProvider>,
    );
    await vi.waitFor(() =>
      expect(queue.visibleToasts.map((toast) => toast.content)).toEqual([
        { title: 'Erro', description: 'Serviço de cobrança indisponível', tone: 'danger' },
      ]),
    );
    await expect.element(page.getByText('Sua assinatura')).not.toBeInTheDocument();
    queue.clear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queue.visibleToasts).toEqual([]);
  });
});
