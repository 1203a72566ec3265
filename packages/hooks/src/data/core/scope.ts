import { type PostifyClient, PROJECT_HEADER } from '@postify/sdk';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { usePostifyClient, usePostifyContext } from './context.js';
import type { ProjectScope } from './keys.js';

/** The `X-Project-ID` header for a project-scoped call, so the key and the request name the same project. */
export function projectHeaders(project: ProjectScope): Record<string, string> {
  return project ? { [PROJECT_HEADER]: project } : {};
}

/** The current project id (re-renders on switches); `null` before one is chosen. */
export function useCurrentProjectId(): ProjectScope {
  const { currentProject } = usePostifyContext();
  return useSyncExternalStore(currentProject.subscribe, currentProject.get, currentProject.get);
}

/** Whether the client holds a session (re-renders on sign-in and sign-out). */
export function useSignedIn(): boolean {
  const { session } = usePostifyContext();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/**
 * A query of the current project, fetched while signed in: `factory` (a `queryOptions` factory) gets the
 * client, the project and its own arguments, so the key and the request name the same project.
 */
export function useCurrentProjectQuery<TData, TError, TKey extends QueryKey, TArgs extends unknown[]>(
  factory: (
    client: PostifyClient,
    project: ProjectScope,
    ...args: TArgs
  ) => UseQueryOptions<TData, TError, TData, TKey>,
  ...args: TArgs
) {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  return useQuery({ ...factory(client, project, ...args), enabled: useSignedIn() });
}
