import type { PostifyClient, Schemas } from '@postify/sdk';
import { LIMITS } from '@postify/sdk/schemas';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

// TEMPORARY host wiring: @postify/hooks has no data hooks yet (issue of the hooks engineer). These query
// options follow the specs' calls one to one and are to be replaced by the hooks' own `…QueryOptions` as soon
// as they land; nothing here decides a business rule beyond what the spec's call table states.

/** Query keys of the console's temporary data wiring. */
export const consoleKeys = {
  all: ['console'] as const,
  platforms: () => [...consoleKeys.all, 'platforms'] as const,
  metrics: (accountId: string) => [...consoleKeys.all, 'metrics', accountId] as const,
  latestPosts: () => [...consoleKeys.all, 'posts', 'latest'] as const,
  posts: () => [...consoleKeys.all, 'posts', 'pages'] as const,
  scheduled: (from: string, to: string) => [...consoleKeys.all, 'posts', 'scheduled', from, to] as const,
  onboarding: () => [...consoleKeys.all, 'onboarding'] as const,
  share: () => [...consoleKeys.all, 'share'] as const,
  billing: () => [...consoleKeys.all, 'billing'] as const,
  projects: () => [...consoleKeys.all, 'projects'] as const,
  usage: () => [...consoleKeys.all, 'storage', 'usage'] as const,
  folders: () => [...consoleKeys.all, 'storage', 'folders'] as const,
  folder: (id: string) => [...consoleKeys.all, 'storage', 'folder', id] as const,
};

export type Post = Schemas['Post'];
export type Platform = Schemas['Platform'];

export const platformsQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.platforms(),
    queryFn: async (): Promise<Platform[]> => (await client.GET('/platforms/user')).data ?? [],
  });

export const metricsQuery = (client: PostifyClient, accountId: string) =>
  queryOptions({
    queryKey: consoleKeys.metrics(accountId),
    queryFn: async () => {
      const { data } = await client.GET('/metrics', { params: { query: { accountID: accountId } } });
      if (!data) throw new Error('Erro ao buscar métricas');
      return data;
    },
  });

export const latestPostsQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.latestPosts(),
    queryFn: async (): Promise<Post[]> => {
      const { data } = await client.GET('/posts', {
        params: {
          query: {
            page: LIMITS.firstPage,
            size: LIMITS.dashboardPostsPageSize,
            sort: 'createdAt',
            direction: 'desc',
          },
        },
      });
      return data?.content ?? [];
    },
  });

export const postPagesQuery = (client: PostifyClient) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.posts(),
    initialPageParam: LIMITS.firstPage as number,
    queryFn: async ({ pageParam }) => {
      const { data } = await client.GET('/posts', {
        params: { query: { page: pageParam, size: LIMITS.postsPageSize } },
      });
      if (!data) throw new Error('Erro ao buscar posts');
      return data;
    },
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });

export const scheduledQuery = (client: PostifyClient, from: string, to: string) =>
  queryOptions({
    queryKey: consoleKeys.scheduled(from, to),
    queryFn: async (): Promise<Post[]> =>
      (await client.GET('/posts/scheduled', { params: { query: { from, to } } })).data ?? [],
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

export const billingQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.billing(),
    queryFn: async () => {
      const { data } = await client.GET('/subscriptions/billing');
      if (!data) throw new Error('Não foi possível carregar as informações da assinatura.');
      return data;
    },
  });

export const projectsQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.projects(),
    queryFn: async () => (await client.GET('/projects')).data?.projects ?? [],
  });

export const usageQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.usage(),
    queryFn: async () => {
      const { data } = await client.GET('/storage/usage');
      if (!data) throw new Error('Erro ao carregar uso');
      return data;
    },
  });

export const foldersQuery = (client: PostifyClient) =>
  queryOptions({
    queryKey: consoleKeys.folders(),
    queryFn: async () => (await client.GET('/storage/folders')).data ?? [],
  });

export const folderQuery = (client: PostifyClient, id: string) =>
  queryOptions({
    queryKey: consoleKeys.folder(id),
    queryFn: async () => {
      const { data } = await client.GET('/storage/folders/{id}', { params: { path: { id } } });
      if (!data) throw new Error('Erro ao carregar conteúdo da pasta');
      return data;
    },
  });
