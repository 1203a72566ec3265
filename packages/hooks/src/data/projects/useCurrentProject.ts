import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { usePostifyContext } from '../core/context.js';
import { hookMessages } from '../core/messages.js';
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
  /** Fetches the project and makes it current. */
  switchProject: (projectId: string) => Promise<void>;
  isSwitching: boolean;
  error: PostifyApiError | null;
  /** 'Erro ao carregar projetos' or 'Erro ao trocar projeto'. */
  errorMessage: string | null;
}

/**
 * The current project: once the list loads, the saved id is restored when still listed, else the
 * default project, else the first; the choice is saved (`currentProjectId`). Switching fetches the project.
 */
export function useCurrentProject(): CurrentProjectState {
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
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );

  const error = switcher.error ?? projects.error;
  return {
    projects: projects.data,
    currentProject: projects.data?.find((p) => p.id === currentProjectId) ?? null,
    currentProjectId,
    isLoading: projects.isLoading,
    switchProject,
    isSwitching: switcher.isPending,
    error,
    errorMessage: switcher.error
      ? hookMessages.switchProject
      : projects.error
        ? hookMessages.loadProjects
        : null,
  };
}
