import type { PostifyClient, Schemas } from '@postify/sdk';
import { queryOptions } from '@tanstack/react-query';

// TEMPORARY host wiring of the storage screen until it is composed from react-ui's StorageBrowser over the
// storage hooks: query options following the spec's call table, keyed by the current project.

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
