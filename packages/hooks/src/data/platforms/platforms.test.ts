// The reference server answers these calls 501 (not implemented yet): they run against a local handler
// that answers the OpenAPI contract's documented examples (test/contract-handler.ts).
import { createMemoryTokenStore } from '@postify/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode, StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type ContractHandler,
  contractExamples,
  exampleAccountId,
  exampleState,
  startContractHandler,
} from '../../../test/contract-handler.js';
import { testClient, testQueryClient, wrapperFor } from '../../../test/support.js';
import { useAiCaption, useAiTags } from '../posts/useSmart.js';
import type { PendingLinkStore } from './oauth-pending.js';
import { useCompleteConnection, useConnectPlatform, useRemoveAccount } from './useAccountLinking.js';
import { useDashboard } from './useDashboard.js';
import { hasMetrics, useAccountMetrics, useMetricsSelection } from './useMetrics.js';
import { usePlatforms } from './usePlatforms.js';
import { useOnboardingStatus, useReferralShare } from './useProfile.js';

let handler: ContractHandler;
beforeAll(async () => {
  handler = await startContractHandler();
});
afterAll(() => handler.close());

function contractClient() {
  return testClient({
    baseUrl: handler.url,
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 'token', refreshToken: 'refresh' }),
  });
}

function memoryPending(): PendingLinkStore & { entries: Map<string, number> } {
  const entries = new Map<string, number>();
  return {
    entries,
    save: (state, platformId) => void entries.set(state, platformId),
    take(state) {
      const id = entries.get(state) ?? null;
      entries.delete(state);
      return id;
    },
  };
}

describe('platforms and linking', () => {
  it('lists the networks with their accounts and the total', async () => {
    const { client } = contractClient();
    const { result } = renderHook(() => usePlatforms(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data?.map((p) => p.name)).toEqual(['Instagram', 'LinkedIn']));
    expect(result.current.totalAccounts).toBe(1);
    expect(result.current.accounts[0]?.username).toBe('lojadamaria');
  });

  it('reports "Erro ao buscar plataformas" when the list fails', async () => {
    const { client } = testClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      tokenStore: createMemoryTokenStore({ user: {}, accessToken: 't', refreshToken: 'r' }),
    });
    const { result } = renderHook(() => usePlatforms(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.errorMessage).toBe('Erro ao buscar plataformas'));
    expect(result.current.error?.code).toBe('NETWORK_ERROR');
  });

  it('starts OAuth: remembers the state and sends the browser through the injected navigate', async () => {
    const { client } = contractClient();
    const navigate = vi.fn();
    const pending = memoryPending();
    const { result } = renderHook(() => useConnectPlatform({ navigate, pending }), {
      wrapper: wrapperFor(client),
    });
    await act(() => result.current.mutateAsync(1));
    expect(navigate).toHaveBeenCalledWith(contractExamples.authorization.authorizationUrl);
    expect(pending.entries.get(exampleState)).toBe(1);
  });

  it('completes the link once from code and state, and the account shows under its platform', async () => {
    const { client } = contractClient();
    const queryClient = testQueryClient();
    const pending = memoryPending();
    pending.save(exampleState, 1);
    const onLinked = vi.fn();
    const values = { code: 'sbx_code_91a8b7c6d5e4', state: exampleState };
    const before = handler.calls.filter((c) => c === 'POST /social-media-account').length;
    const first = renderHook(
      () => ({ platforms: usePlatforms(), link: useCompleteConnection(values, { pending, onLinked }) }),
      { wrapper: wrapperFor(client, queryClient) },
    );
    await waitFor(() => expect(first.result.current.link.isSuccess).toBe(true));
    expect(onLinked).toHaveBeenCalledWith(expect.objectContaining({ id: exampleAccountId, platformId: 1 }));
    first.rerender();
    first.unmount();
    const again = renderHook(() => useCompleteConnection(values, { pending }), {
      wrapper: wrapperFor(client, queryClient),
    });
    expect(again.result.current.isIdle).toBe(true);
    expect(handler.calls.filter((c) => c === 'POST /social-media-account').length - before).toBe(1);
  });

  it('posts the return once under StrictMode (effects run twice)', async () => {
    const { client } = contractClient();
    const pending = memoryPending();
    pending.save('st_strict', 1);
    const before = handler.calls.filter((c) => c === 'POST /social-media-account').length;
    const base = wrapperFor(client);
    const { result } = renderHook(
      () => useCompleteConnection({ code: 'c', state: 'st_strict' }, { pending }),
      {
        wrapper: ({ children }: { children: ReactNode }) =>
          createElement(StrictMode, null, base({ children })),
      },
    );
    // The handler refuses this state (it only knows the contract's example): one refusal, never two calls.
    await waitFor(() => expect(result.current.error?.code).toBe('INVALID_STATE'));
    expect(handler.calls.filter((c) => c === 'POST /social-media-account').length - before).toBe(1);
  });

  it('stays idle without code and state, and refuses a state it did not start', async () => {
    const { client } = contractClient();
    const idle = renderHook(() => useCompleteConnection({ code: null, state: null }), {
      wrapper: wrapperFor(client),
    });
    expect(idle.result.current.isIdle).toBe(true);
    const unknown = renderHook(
      () => useCompleteConnection({ code: 'x', state: 'desconhecido' }, { pending: memoryPending() }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(unknown.result.current.error?.code).toBe('INVALID_STATE'));
    expect(unknown.result.current.errorMessage).toBe('Erro desconhecido');
  });

  it('removes an account from its platform', async () => {
    const { client } = contractClient();
    const { result } = renderHook(() => ({ platforms: usePlatforms(), remove: useRemoveAccount() }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.platforms.totalAccounts).toBe(1));
    await act(() => result.current.remove.mutateAsync(exampleAccountId));
    await waitFor(() => expect(result.current.platforms.totalAccounts).toBe(0));
  });
});

describe('metrics', () => {
  it('asks once per selected account in parallel and skips the failed ones', async () => {
    const { client, log } = contractClient();
    const ids = [exampleAccountId, '11111111-1111-4111-8111-111111111111'];
    const { result } = renderHook(() => useAccountMetrics(ids), { wrapper: wrapperFor(client) });
    expect(result.current.loadingIds).toEqual(ids);
    await waitFor(() => expect(result.current.loadingIds).toEqual([]));
    expect(Object.keys(result.current.metrics)).toEqual([exampleAccountId]);
    expect(result.current.metrics[exampleAccountId]?.followers_count).toBe(12840);
    expect(result.current.failedIds).toEqual([ids[1]]);
    expect(result.current.errorMessage).toBe('Erro ao buscar métricas');
    expect(log.count('GET /metrics')).toBe(2);
  });

  it('toggles only Instagram accounts', () => {
    const { result } = renderHook(() => useMetricsSelection());
    const instagram = { id: 'a', platformName: 'INSTAGRAM Business' };
    const tiktok = { id: 'b', platformName: 'TikTok' };
    expect([hasMetrics(instagram), hasMetrics(tiktok)]).toEqual([true, false]);
    act(() => result.current.toggle(instagram));
    act(() => result.current.toggle(tiktok));
    expect(result.current.selectedIds).toEqual(['a']);
    expect(result.current.isSelected('a')).toBe(true);
    act(() => result.current.toggle(instagram));
    expect(result.current.selectedIds).toEqual([]);
  });
});

describe('onboarding and referral', () => {
  it('reads the onboarding progress and the share data', async () => {
    const { client } = contractClient();
    const { result } = renderHook(() => ({ onboarding: useOnboardingStatus(), share: useReferralShare() }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.onboarding.data?.steps).toHaveLength(4));
    expect(result.current.onboarding).toMatchObject({ completedSteps: 1, totalSteps: 4 });
    await waitFor(() => expect(result.current.share.data?.rewardPercentage).toBe(20));
  });
});

describe('AI caption and tags', () => {
  it('are enabled only above 5 characters', () => {
    const { client } = contractClient();
    const short = renderHook(() => ({ caption: useAiCaption('curta'), tags: useAiTags('curta') }), {
      wrapper: wrapperFor(client),
    });
    expect([short.result.current.caption.enabled, short.result.current.tags.enabled]).toEqual([false, false]);
    const long = renderHook(() => useAiCaption('legenda'), { wrapper: wrapperFor(client) });
    expect(long.result.current.enabled).toBe(true);
  });

  it('return the suggestions, and on failure keep the caption and give no tags', async () => {
    const { client } = contractClient();
    const ok = renderHook(
      () => ({ caption: useAiCaption('promoção de verão'), tags: useAiTags('promoção de verão') }),
      {
        wrapper: wrapperFor(client),
      },
    );
    expect(await act(() => ok.result.current.caption.run())).toBe(contractExamples.caption.caption);
    expect(await act(() => ok.result.current.tags.run())).toBe(contractExamples.tags.tags);

    const failing = 'legenda com erro-servidor';
    const bad = renderHook(() => ({ caption: useAiCaption(failing), tags: useAiTags(failing) }), {
      wrapper: wrapperFor(client),
    });
    expect(await act(() => bad.result.current.caption.run())).toBe(failing);
    expect(await act(() => bad.result.current.tags.run())).toBe('');
    await waitFor(() => expect(bad.result.current.caption.error?.status).toBe(500));
  });
});

describe('useDashboard', () => {
  it('loads platforms, latest posts and onboarding at once, metrics per selection, and no referral before onboarding ends', async () => {
    const { client, log } = contractClient();
    const { result } = renderHook(() => useDashboard(), { wrapper: wrapperFor(client) });
    await waitFor(() =>
      expect(result.current.platforms.isSuccess && result.current.onboarding.isSuccess).toBe(true),
    );
    // The contract handler has no posts: the failure is reported, the rest of the dashboard still loads.
    await waitFor(() => expect(result.current.latestPosts.errorMessage).toBe('Erro ao buscar posts'));
    expect(result.current.showReferral).toBe(false);
    expect(log.count('GET /user/profile/share')).toBe(0);
    expect(log.count('GET /metrics')).toBe(0);

    const account = result.current.platforms.accounts[0];
    if (!account) throw new Error('no account in the example');
    act(() => result.current.selection.toggle(account));
    expect(result.current.metrics.loadingIds).toEqual([account.id]);
    await waitFor(() => expect(result.current.metrics.metrics[account.id]?.username).toBe('lojadamaria'));
    expect(log.count('GET /metrics')).toBe(1);
  });
});
