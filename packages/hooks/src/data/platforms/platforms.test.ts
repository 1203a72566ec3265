import { createMemoryTokenStore, type Schemas } from '@postify/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  linkSandboxAccount,
  sandboxConsent,
  signedInUser,
  testClient,
  testQueryClient,
  wrapperFor,
} from '../../../test/support.js';
import { useAiCaption, useAiTags } from '../posts/useSmart.js';
import type { PendingLinkStore } from './oauth-pending.js';
import { useCompleteConnection, useConnectPlatform, useRemoveAccount } from './useAccountLinking.js';
import { useDashboard } from './useDashboard.js';
import {
  metricsSelectionKey,
  useAccountMetrics,
  useAccountMetricsHistory,
  useMetricsSelection,
} from './useMetrics.js';
import { usePlatforms } from './usePlatforms.js';
import { useOnboardingStatus, useReferralShare } from './useProfile.js';

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

const platformNamed = (platforms: Schemas['Platform'][] | undefined, name: string) => {
  const platform = platforms?.find((p) => p.name === name);
  if (!platform) throw new Error(`no ${name} platform`);
  return platform;
};

/** A signed-in user with the current project stored, so every project-scoped key names it. */
async function userInProject(label: string) {
  const user = await signedInUser(label);
  const { data } = await user.client.GET('/projects');
  const projectId = data?.projects[0]?.id ?? '';
  user.projectIdStore.set(projectId);
  return { ...user, projectId };
}

/** Links an Instagram account through the API and the sandbox page, outside any hook. */
async function linkInstagram(user: Awaited<ReturnType<typeof userInProject>>) {
  const { data: platforms } = await user.client.GET('/platforms/user');
  const platformId = platformNamed(platforms, 'Instagram').id;
  const { data: start } = await user.client.POST('/social-media-account/authorize', { body: { platformId } });
  const back = await sandboxConsent(start?.authorizationUrl ?? '');
  const { data: account } = await user.client.POST('/social-media-account', {
    body: { ...back, platformId, userId: user.session.user.id },
  });
  if (!account) throw new Error('account not linked');
  return account;
}

describe('platforms and linking', () => {
  it('lists the eight networks, every one linkable', async () => {
    const user = await userInProject('platforms-list');
    const { result } = renderHook(() => usePlatforms(), { wrapper: wrapperFor(user.client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.filter((p) => p.isAllowedToLink).map((p) => p.name)).toEqual([
      'Instagram',
      'Facebook',
      'TikTok',
      'LinkedIn',
      'Threads',
      'YouTube',
      'Twitter/X',
      'Bluesky',
    ]);
    expect(result.current.totalAccounts).toBe(0);
  });

  it('connects through the sandbox network: start, consent, complete once (StrictMode), and the account shows', async () => {
    const user = await userInProject('platforms-link');
    const queryClient = testQueryClient();
    const base = wrapperFor(user.client, queryClient);
    const strict = ({ children }: { children: ReactNode }) =>
      createElement(StrictMode, null, base({ children }));
    const navigate = vi.fn();
    const pending = memoryPending();
    const page = renderHook(
      () => ({
        platforms: usePlatforms(),
        connect: useConnectPlatform({ navigate, pending }),
        onboarding: useOnboardingStatus(),
      }),
      { wrapper: strict },
    );
    await waitFor(() => expect(page.result.current.platforms.isSuccess).toBe(true));
    await waitFor(() => expect(page.result.current.onboarding.isSuccess).toBe(true));
    const instagram = platformNamed(page.result.current.platforms.data, 'Instagram');
    await act(() => page.result.current.connect.mutateAsync(instagram.id));
    const authorizationUrl = String(navigate.mock.calls[0]?.[0] ?? '');
    expect(authorizationUrl).toContain('/sandbox/oauth/instagram/authorize');

    // The browser comes back to the settings route with code and state.
    const back = await sandboxConsent(authorizationUrl);
    expect(pending.entries.get(back.state)).toBe(instagram.id);
    const onLinked = vi.fn();
    const settings = renderHook(() => useCompleteConnection(back, { pending, onLinked }), {
      wrapper: strict,
    });
    await waitFor(() => expect(settings.result.current.isSuccess).toBe(true));
    expect(onLinked).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.result.current.platforms.totalAccounts).toBe(1));
    expect(page.result.current.platforms.accounts[0]?.platformId).toBe(instagram.id);
    await waitFor(() =>
      expect(
        page.result.current.onboarding.data?.steps.find((s) => s.id === 'connect-accounts')?.completed,
      ).toBe(true),
    );

    settings.unmount();
    const again = renderHook(() => useCompleteConnection(back, { pending }), { wrapper: strict });
    expect(again.result.current.isIdle).toBe(true);
    expect(user.log.count('POST /social-media-account')).toBe(1);
  });

  it('stays idle without code and state, and refuses a state it did not start', async () => {
    const user = await userInProject('platforms-state');
    const idle = renderHook(() => useCompleteConnection({ code: null, state: null }), {
      wrapper: wrapperFor(user.client),
    });
    expect(idle.result.current.isIdle).toBe(true);
    const unknown = renderHook(
      () => useCompleteConnection({ code: 'x', state: 'desconhecido' }, { pending: memoryPending() }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() => expect(unknown.result.current.error?.code).toBe('INVALID_STATE'));
    expect(unknown.result.current.errorMessage).toBe('Erro desconhecido');
    expect(user.log.count('POST /social-media-account')).toBe(0);
  });

  it('removes an account from its platform', async () => {
    const user = await userInProject('platforms-remove');
    const account = await linkInstagram(user);
    const { result } = renderHook(() => ({ platforms: usePlatforms(), remove: useRemoveAccount() }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() => expect(result.current.platforms.totalAccounts).toBe(1));
    await act(() => result.current.remove.mutateAsync(account.id));
    await waitFor(() => expect(result.current.platforms.totalAccounts).toBe(0));
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
});

describe('metrics', () => {
  it('asks once per selected account in parallel and skips the failed ones', async () => {
    const user = await userInProject('metrics');
    const instagram = await linkInstagram(user);
    const tiktok = await linkSandboxAccount(user.projectId, 'TikTok', 'marca.tiktok');
    const ids = [instagram.id, tiktok];
    const { result } = renderHook(() => useAccountMetrics(ids), { wrapper: wrapperFor(user.client) });
    expect(result.current.loadingIds).toEqual(ids);
    await waitFor(() => expect(result.current.loadingIds).toEqual([]));
    expect(Object.keys(result.current.metrics)).toEqual([instagram.id]);
    expect(result.current.metrics[instagram.id]?.followers_count).toEqual(expect.any(Number));
    expect(result.current.failedIds).toEqual([tiktok]);
    expect(result.current.errorMessage).toBe('Erro ao buscar métricas');
    expect(user.log.count('GET /metrics')).toBe(2);
  });

  it('selects the first Instagram account until the user chooses, then remembers the choice per project', () => {
    const entries = new Map<string, string>();
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: entries.set.bind(entries),
    };
    const { client, projectIdStore } = testClient();
    projectIdStore.set('projeto-1');
    const tiktok = { id: 'b', platformName: 'TikTok' };
    const instagram = { id: 'a', platformName: 'INSTAGRAM Business' };
    const second = { id: 'c', platformName: 'Instagram' };
    const accounts = [tiktok, instagram, second];
    const { result, rerender, unmount } = renderHook(
      ({ list }: { list?: typeof accounts }) => useMetricsSelection(list, { storage }),
      { wrapper: wrapperFor(client), initialProps: {} },
    );
    // Nothing while the accounts load: no metrics asked for an account that may be gone.
    expect(result.current.selectedIds).toEqual([]);
    rerender({ list: accounts });
    expect(result.current.selectedIds).toEqual(['a']);
    expect(entries.size).toBe(0);
    expect([result.current.isSelectable(instagram), result.current.isSelectable(tiktok)]).toEqual([
      true,
      false,
    ]);

    act(() => result.current.toggle(tiktok));
    act(() => result.current.toggle(instagram));
    expect(result.current.selectedIds).toEqual([]);
    // An empty choice is a choice: the next visit does not select the first account again.
    expect(entries.get(metricsSelectionKey('projeto-1'))).toBe('[]');
    act(() => result.current.toggle(second));
    expect(result.current.selectedIds).toEqual(['c']);
    expect(result.current.isSelected('c')).toBe(true);
    unmount();

    const again = renderHook(() => useMetricsSelection(accounts, { storage }), {
      wrapper: wrapperFor(client),
    });
    expect(again.result.current.selectedIds).toEqual(['c']);
    // An account unlinked since is dropped from the remembered choice.
    const withoutSecond = renderHook(() => useMetricsSelection([tiktok, instagram], { storage }), {
      wrapper: wrapperFor(client),
    });
    expect(withoutSecond.result.current.selectedIds).toEqual([]);

    // Another project has its own choice, and an unreadable entry counts as no choice.
    projectIdStore.set('projeto-2');
    entries.set(metricsSelectionKey('projeto-2'), '{quebrado');
    const other = renderHook(() => useMetricsSelection(accounts, { storage }), {
      wrapper: wrapperFor(client),
    });
    expect(other.result.current.selectedIds).toEqual(['a']);
  });

  it("reads an account's daily history, 30 days by default, and asks nothing without an account", async () => {
    const user = await userInProject('metrics-history');
    const instagram = await linkInstagram(user);
    const { result, rerender } = renderHook(({ id, days }) => useAccountMetricsHistory(id, days), {
      wrapper: wrapperFor(user.client),
      initialProps: { id: null as string | null, days: undefined as number | undefined },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(user.log.count('GET /metrics/history')).toBe(0);
    rerender({ id: instagram.id, days: undefined });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toEqual({
      accountId: instagram.id,
      days: 30,
      timeZone: 'America/Sao_Paulo',
      points: [],
    });
    rerender({ id: instagram.id, days: 7 });
    await waitFor(() => expect(result.current.data?.days).toBe(7));
    expect(user.log.count('GET /metrics/history')).toBe(2);
  });
});

describe('onboarding and referral', () => {
  it('reads the onboarding progress and the share data', async () => {
    const user = await userInProject('profile');
    const { result } = renderHook(() => ({ onboarding: useOnboardingStatus(), share: useReferralShare() }), {
      wrapper: wrapperFor(user.client),
    });
    await waitFor(() =>
      expect(result.current.onboarding.data?.steps.map((s) => s.id)).toEqual([
        'connect-accounts',
        'create-post',
        'schedule-post',
        'invite-friends',
      ]),
    );
    expect(result.current.onboarding).toMatchObject({ completedSteps: 0, totalSteps: 4 });
    await waitFor(() => expect(result.current.share.data?.shareUrl).toEqual(expect.any(String)));
    expect(result.current.share.data?.rewardPercentage).toEqual(expect.any(Number));
  });
});

describe('AI caption and tags', () => {
  it('are enabled only above 5 characters', async () => {
    const user = await userInProject('smart-enabled');
    const short = renderHook(() => ({ caption: useAiCaption('curta'), tags: useAiTags('curta') }), {
      wrapper: wrapperFor(user.client),
    });
    expect([short.result.current.caption.enabled, short.result.current.tags.enabled]).toEqual([false, false]);
    expect(await act(() => short.result.current.caption.run())).toBe('curta');
    expect(user.log.count('POST /smart/caption')).toBe(0);
    const long = renderHook(() => useAiCaption('legenda'), { wrapper: wrapperFor(user.client) });
    expect(long.result.current.enabled).toBe(true);
  });

  it('return the suggestions, and on failure keep the caption and give no tags', async () => {
    const user = await userInProject('smart');
    const caption = 'promoção de verão na loja hoje';
    const ok = renderHook(() => ({ caption: useAiCaption(caption), tags: useAiTags(caption) }), {
      wrapper: wrapperFor(user.client),
    });
    const improved = await act(() => ok.result.current.caption.run());
    expect(improved).toEqual(expect.any(String));
    expect(improved.length).toBeGreaterThan(5);
    expect(await act(() => ok.result.current.tags.run())).toMatch(/^#/);

    const { client } = testClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      tokenStore: createMemoryTokenStore({ user: {}, accessToken: 't', refreshToken: 'r' }),
    });
    const bad = renderHook(() => ({ caption: useAiCaption(caption), tags: useAiTags(caption) }), {
      wrapper: wrapperFor(client),
    });
    expect(await act(() => bad.result.current.caption.run())).toBe(caption);
    expect(await act(() => bad.result.current.tags.run())).toBe('');
    await waitFor(() => expect(bad.result.current.caption.error?.code).toBe('NETWORK_ERROR'));
  });
});

describe('useDashboard', () => {
  it("loads platforms, latest posts, onboarding and the first Instagram account's metrics at once, and no referral before onboarding ends", async () => {
    const user = await userInProject('dashboard');
    await linkInstagram(user);
    const { result } = renderHook(() => useDashboard(), { wrapper: wrapperFor(user.client) });
    await waitFor(() =>
      expect(
        result.current.platforms.isSuccess &&
          result.current.onboarding.isSuccess &&
          result.current.latestPosts.isSuccess,
      ).toBe(true),
    );
    expect(result.current.latestPosts.data).toEqual([]);
    expect(result.current.showReferral).toBe(false);
    expect(user.log.count('GET /user/profile/share')).toBe(0);

    // The first Instagram account is selected on the first visit: its metrics load without a click.
    const account = result.current.platforms.accounts[0];
    if (!account) throw new Error('no linked account');
    expect(result.current.selection.selectedIds).toEqual([account.id]);
    await waitFor(() => expect(result.current.metrics.metrics[account.id]?.accountId).toBe(account.id));
    act(() => result.current.selection.toggle(account));
    expect(result.current.selection.selectedIds).toEqual([]);
    expect(user.log.count('GET /metrics')).toBe(1);
  });
});
