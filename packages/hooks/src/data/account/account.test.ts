import { LIMITS } from '@postify/sdk/schemas';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInUser, testClient, uniqueEmail, wrapperFor } from '../../../test/support.js';
import { activePlans } from './queries.js';
import { useJoinWaitingList } from './useJoinWaitingList.js';
import { usePlans } from './usePlans.js';
import { useSendContact } from './useSendContact.js';
import { useBilling, useSubscription } from './useSubscription.js';

describe('plans', () => {
  it('reads the active plans, cheapest first', async () => {
    const { client } = testClient();
    const { result } = renderHook(() => usePlans(), { wrapper: wrapperFor(client) });
    await waitFor(() =>
      expect(result.current.data?.map((p) => p.name)).toEqual(['Starter', 'Pro', 'Premier']),
    );
  });

  it('drops inactive plans and sorts by monthly price', () => {
    const plan = (name: string, price: number, isActive: boolean) =>
      ({ name, price, isActive }) as Parameters<typeof activePlans>[0][number];
    expect(
      activePlans([
        plan('Premier', 219.99, true),
        plan('Antigo', 1, false),
        plan('Starter', 19.99, true),
      ]).map((p) => p.name),
    ).toEqual(['Starter', 'Premier']);
  });
});

describe('subscription and billing', () => {
  it('reads no subscription as null, and the billing screen explains the disabled portal', async () => {
    const user = await signedInUser('billing');
    const { result } = renderHook(() => ({ subscription: useSubscription(), billing: useBilling() }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(result.current.subscription.isSuccess).toBe(true));
    expect(result.current.subscription.data).toBeNull();
    await waitFor(() => expect(result.current.billing.isSuccess).toBe(true));
    expect(result.current.billing.canOpenPortal).toBe(false);
    expect(result.current.billing.portalBlockedMessage).toBe(
      'Você precisa ter uma assinatura ativa para acessar o portal de cobrança.',
    );
  });

  it('reads the billing screen again before its portal link expires', async () => {
    const user = await signedInUser('billing-renew');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { result, unmount } = renderHook(() => useBilling(), { wrapper: wrapperFor(user.client) });
      // vi.waitFor polls with the real setTimeout (testing-library's waitFor needs the faked setInterval).
      await vi.waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 10_000 });
      expect(user.log.count('GET /subscriptions/billing')).toBe(1);
      // A minute before the first link stops working, a second one has been read.
      vi.advanceTimersByTime((LIMITS.billingPortalLinkMinutes - 1) * 60_000);
      await vi.waitFor(() => expect(user.log.count('GET /subscriptions/billing')).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
      });
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('public forms', () => {
  it('joins the waiting list with a position, and a second time resolves without one', async () => {
    const { client } = testClient();
    const email = uniqueEmail('waiting');
    const { result } = renderHook(() => useJoinWaitingList(), { wrapper: wrapperFor(client) });
    const body = { name: 'Duda', email, howDiscovered: 'Instagram' };
    const first = await act(() => result.current.mutateAsync(body));
    expect(first?.id).toEqual(expect.any(Number));
    const second = await act(() => result.current.mutateAsync(body));
    expect(second).toBeNull();
  });

  it('sends the contact form and reports "Erro ao enviar. Tente novamente." on failure', async () => {
    const { client } = testClient();
    const { result } = renderHook(() => useSendContact(), { wrapper: wrapperFor(client) });
    await act(() =>
      result.current.mutateAsync({ name: 'Eva', email: uniqueEmail('contact'), message: 'Olá!' }),
    );
    expect(result.current.errorMessage).toBeNull();
    await act(() =>
      result.current.mutateAsync({ name: 'Eva', email: 'invalido', message: '' }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.errorMessage).toBe('Erro ao enviar. Tente novamente.'));
    expect(result.current.error?.status).toBe(400);
  });
});
