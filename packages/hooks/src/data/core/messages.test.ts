import { createMemoryProjectIdStore, createMemoryTokenStore } from '@postify/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { signedInUser, testClient, testQueryClient, wrapperFor } from '../../../test/support.js';
import { PostifyI18nProvider } from '../../state/i18n.js';
import { useBilling, useSubscription } from '../account/useSubscription.js';
import { useCurrentUser } from '../auth/useCurrentUser.js';
import { useOnboardingStatus, useReferralShare } from '../platforms/useProfile.js';
import { useLatestPosts, useScheduledPosts } from '../posts/usePosts.js';
import { useDeleteProject, useSetDefaultProject, useUpdateProject } from '../projects/useProjectMutations.js';
import { useProjects } from '../projects/useProjects.js';
import { useStorageFolders, useStorageUsage } from '../storage/useStorage.js';
import { PostifyProvider } from './PostifyProvider.js';

/** A signed-in client whose server cannot be reached: every call fails with NETWORK_ERROR. */
function unreachable() {
  return testClient({
    baseUrl: 'http://127.0.0.1:9/api/v1',
    tokenStore: createMemoryTokenStore({ user: {}, accessToken: 't', refreshToken: 'r' }),
    projectIdStore: createMemoryProjectIdStore('p'),
  }).client;
}

describe("each hook's pt-BR failure message (error catalogues of both specs)", () => {
  it('names the failed read, and keeps the typed error beside it', async () => {
    const { result } = renderHook(
      () => ({
        projects: useProjects(),
        subscription: useSubscription(),
        billing: useBilling(),
        latest: useLatestPosts(),
        week: useScheduledPosts({ from: '2026-11-22T00:00:00.000Z', to: '2026-11-29T00:00:00.000Z' }),
        onboarding: useOnboardingStatus(),
        share: useReferralShare(),
        storage: useStorageFolders(),
        usage: useStorageUsage(),
      }),
      { wrapper: wrapperFor(unreachable()) },
    );
    await waitFor(() => expect(result.current.usage.isError).toBe(true));
    await waitFor(() => expect(Object.values(result.current).every((hook) => hook.isError)).toBe(true));
    expect(
      Object.fromEntries(Object.entries(result.current).map(([name, hook]) => [name, hook.errorMessage])),
    ).toEqual({
      projects: 'Erro ao carregar projetos',
      subscription: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
      billing: 'Não foi possível carregar as informações da assinatura.',
      latest: 'Erro ao buscar posts',
      week: 'Erro ao buscar posts',
      onboarding: 'Erro ao buscar onboarding',
      share: 'Erro ao buscar dados de compartilhamento',
      storage: 'Erro ao carregar dados do storage',
      usage: 'Erro ao carregar uso',
    });
    expect(result.current.projects.error?.code).toBe('NETWORK_ERROR');
  });

  it('names the failed project changes', async () => {
    const user = await signedInUser('messages-projects');
    const { result } = renderHook(
      () => ({ update: useUpdateProject(), remove: useDeleteProject(), setDefault: useSetDefaultProject() }),
      { wrapper: wrapperFor(user.client) },
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    await act(async () => {
      await result.current.update
        .mutateAsync({ id: missing, name: 'Nome válido', description: 'Descrição válida aqui.' })
        .catch(() => undefined);
      await result.current.remove.mutateAsync(missing).catch(() => undefined);
      await result.current.setDefault.mutateAsync(missing).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.setDefault.isError).toBe(true));
    expect(result.current.update.errorMessage).toBe('Erro ao atualizar projeto');
    expect(result.current.remove.errorMessage).toBe('Erro ao deletar projeto');
    expect(result.current.setDefault.errorMessage).toBe('Erro ao definir projeto padrão');
    expect(result.current.remove.error?.status).toBe(404);
  });
});

describe('the failure messages in English', () => {
  it('come from the catalogue, the server codes included, with partner overrides', async () => {
    const client = unreachable();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        PostifyProvider,
        { client, queryClient: testQueryClient() },
        createElement(
          PostifyI18nProvider,
          { locale: 'en', messages: { 'hooks.loadUsage': 'No usage' } },
          children,
        ),
      );
    const { result } = renderHook(
      () => ({ projects: useProjects(), subscription: useSubscription(), usage: useStorageUsage() }),
      { wrapper },
    );
    await waitFor(() => expect(Object.values(result.current).every((hook) => hook.isError)).toBe(true));
    expect(result.current.projects.errorMessage).toBe('Could not load projects');
    expect(result.current.subscription.errorMessage).toBe(
      'Could not reach the server. Check your connection.',
    );
    expect(result.current.usage.errorMessage).toBe('No usage');
  });
});

describe('a session that cannot be refreshed', () => {
  it('ends once for three parallel queries, and each reports its failure', async () => {
    const user = await signedInUser('session-end');
    const onSessionEnd = vi.fn();
    const { client, tokenStore } = testClient({
      tokenStore: createMemoryTokenStore({
        user: user.session.user,
        accessToken: `${user.session.accessToken}x`,
        refreshToken: 'revogado',
      }),
      onSessionEnd,
    });
    const { result } = renderHook(
      () => ({ me: useCurrentUser(), projects: useProjects(), subscription: useSubscription() }),
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(Object.values(result.current).every((hook) => hook.isError)).toBe(true));
    expect(onSessionEnd).toHaveBeenCalledOnce();
    expect(tokenStore.get()).toBeNull();
    expect(result.current.projects.errorMessage).toBe('Erro ao carregar projetos');
    expect(result.current.me.error?.status).toBe(401);
  });
});
