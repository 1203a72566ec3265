import type { PostifyClient, Schemas } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';

// TEMPORARY host wiring for the calls @postify/hooks does not cover yet (platforms, metrics, onboarding,
// referral, and storage until the StorageBrowser is composed here). These query options follow the specs'
// call table one to one, keyed by the current project, and are to be replaced by the hooks' own as they land.

/** Query keys of the console's temporary data wiring. */
export const consoleKeys = {
  all: ['console'] as const,
  project: (projectId: string | null) => [...consoleKeys.all, projectId] as const,
  platforms: (projectId: string | null) => [...consoleKeys.project(projectId), 'platforms'] as const,
  metrics: (projectId: string | null, accountId: string) =>
    [...consoleKeys.project(projectId), 'metrics', accountId] as const,
  onboarding: () => [...consoleKeys.all, 'onboarding'] as const,
  share: () => [...consoleKeys.all, 'share'] as const,
  usage: (projectId: string | null) => [...consoleKeys.project(projectId), 'storage', 'usage'] as const,
  folders: (projectId: string | null) => [...consoleKeys.project(projectId), 'storage', 'folders'] as const,
  folder: (projectId: string | null, id: string) =>
    [...consoleKeys.project(projectId), 'storage', 'folder', id] as const,
};

export type Post = Schemas['Post'];
export type Platform = Schemas['Platform'];

export const platformsQuery = (client: PostifyClient, projectId: string | null) =>
  queryOptions({
    queryKey: consoleKeys.platforms(projectId),
    queryFn: async (): Promise<Platform[]> => (await client.GET('/platforms/user')).data ?? [],
  });

export const metricsQuery = (client: PostifyClient, projectId: string | null, accountId: string) =>
  queryOptions({
    queryKey: consoleKeys.metrics(projectId, accountId),
    queryFn: async () => {
      const { data } = await client.GET('/metrics', { params: { query: { accountID: accountId } } });
      if (!data) throw new Error('Erro ao buscar métricas');
      return data;
    },
  });

export const onboardingQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.onboarding(),
    queryFn: async () => {
      const { data } = await client.GET('/user/profile/onboarding');
      if (!data) throw new Error('Erro ao buscar onboarding');
      return data;
    },
  });

export const shareQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.share(),
    queryFn: async () => {
      const { data } = await client.GET('/user/profile/share');
      if (!data) throw new Error('Erro ao buscar dados de compartilhamento');
      return data;
    },
  });

export const usageQuery = (client: PostifyClient, projectId: string | null) =>
  queryOptions({
    queryKey: consoleKeys.usage(projectId),
    queryFn: async () => {
      const { data } = await client.GET('/storage/usage');
      if (!data) throw new Error('Erro ao carregar uso');
      return data;
    },
  });

export const foldersQuery = (client: PostifyClient, projectId: string | null) =>
  queryOptions({
    queryKey: consoleKeys.folders(projectId),
    queryFn: async () => (await client.GET('/storage/folders')).data ?? [],
  });

export const folderQuery = (client: PostifyClient, projectId: string | null, id: string) =>
  queryOptions({
    queryKey: consoleKeys.folder(projectId, id),
    queryFn: async () => {
      const { data } = await client.GET('/storage/folders/{id}', { params: { path: { id } } });
      if (!data) throw new Error('Erro ao carregar conteúdo da pasta');
      return data;
    },
  });
