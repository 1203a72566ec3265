import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { usePostifyContext } from '../core/context.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId } from '../core/scope.js';
import { replaceProject } from './cache.js';
import { restoredProjectId } from './selection.js';
import { useProjects } from './useProjects.js';

/** The current project and the list it comes from (account spec, section 4). */
export interface CurrentProjectState {
  projects: Schemas['Project'][] | undefined;
  currentProject: Schemas['Project'] | null;
  currentProjectId: string | null;
  isLoading: boolean;
  /**
   * Fetches the project and makes it current; resolves `true` once it is, `false` when the fetch failed
   * (the current project stays, and `switchErrorMessage` says 'Erro ao trocar projeto').
   */
  switchProject: (projectId: string) => Promise<boolean>;
  isSwitching: boolean;
  /** Why the project list could not load. */
  error: PostifyApiError | null;
  /** 'Erro ao carregar projetos' while the list cannot load. */
  errorMessage: string | null;
  /** Why the last switch failed; cleared by the next switch. */
  switchError: PostifyApiError | null;
  /** 'Erro ao trocar projeto' after a failed switch (a toast: the list and the current project still work). */
  switchErrorMessage: string | null;
}

/**
 * The current project: once the list loads, the saved id is restored when still listed, else the
 * default project, else the first; the choice is saved (`currentProjectId`). Switching fetches the project.
 */
export function useCurrentProject(): CurrentProjectState {
  const hookMessages = useHookMessages();
  const { client, currentProject: store } = usePostifyContext();
  const queryClient = useQueryClient();
  const projects = useProjects();
  const currentProjectId = useCurrentProjectId();

  useEffect(() => {
    if (projects.data) store.set(restoredProjectId(projects.data, store.get()));
  }, [projects.data, store]);

  const switcher = useMutation<Schemas['Project'], PostifyApiError, string>({
    mutationFn: (id) => unwrap(client.GET('/projects/{id}', { params: { path: { id } } })),
    onSuccess: (project) => {
      replaceProject(queryClient, project);
      store.set(project.id);
    },
  });
  const { mutateAsync } = switcher;
  const switchProject = useCallback(
    (projectId: string) =>
      mutateAsync(projectId).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );

  return {
    projects: projects.data,
    currentProject: projects.data?.find((p) => p.id === currentProjectId) ?? null,
    currentProjectId,
    isLoading: projects.isLoading,
    switchProject,
    isSwitching: switcher.isPending,
    error: projects.error,
    errorMessage: projects.error ? hookMessages.loadProjects : null,
    switchError: switcher.error,
    switchErrorMessage: switcher.error ? hookMessages.switchProject : null,
  };
}
