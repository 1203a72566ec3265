import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signedInUser, testClient, wrapperFor } from '../../../test/support.js';
import { useSubscription } from '../account/useSubscription.js';
import { useCurrentUser } from '../auth/useCurrentUser.js';
import { useProjects } from '../projects/useProjects.js';
import { usePostifyClient } from './context.js';
import { PostifyProvider } from './PostifyProvider.js';

describe('<PostifyProvider>', () => {
  it('reuses a partner QueryClientProvider, takes an explicit queryClient, or creates its own', () => {
    const { client } = testClient();
    const partner = new QueryClient();
    const inPartner = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(
          QueryClientProvider,
          { client: partner },
          createElement(PostifyProvider, { client }, children),
        ),
    });
    expect(inPartner.result.current).toBe(partner);

    const explicit = new QueryClient();
    const given = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(PostifyProvider, { client, queryClient: explicit }, children),
    });
    expect(given.result.current).toBe(explicit);

    const own = renderHook(() => ({ cache: useQueryClient(), client: usePostifyClient() }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(PostifyProvider, { client }, children),
    });
    expect(own.result.current.cache).toBeInstanceOf(QueryClient);
    expect(own.result.current.client).toBe(client);
  });

  it('refuses hooks outside the provider', () => {
    expect(() => renderHook(() => usePostifyClient())).toThrow('inside <PostifyProvider>');
  });
});

describe('a 401 in the middle of three parallel queries', () => {
  it('refreshes once for all of them and every query still succeeds', async () => {
    const user = await signedInUser('parallel');
    const session = user.tokenStore.get();
    if (!session) throw new Error('no session');
    // The access token goes bad while the refresh token stays valid.
    user.tokenStore.set({ ...session, accessToken: `${session.accessToken}x` });
    const { result } = renderHook(
      () => ({ me: useCurrentUser(), projects: useProjects(), subscription: useSubscription() }),
      { wrapper: wrapperFor(user.client) },
    );
    await waitFor(() => {
      expect(result.current.me.isSuccess).toBe(true);
      expect(result.current.projects.isSuccess).toBe(true);
      expect(result.current.subscription.isSuccess).toBe(true);
    });
    expect(result.current.me.data?.email).toBe(user.email);
    expect(result.current.projects.data?.map((p) => p.name)).toEqual(['Meu Projeto']);
    expect(user.log.count('POST /auth/refresh')).toBe(1);
    expect(user.tokenStore.get()?.refreshToken).not.toBe(session.refreshToken);
  });
});
