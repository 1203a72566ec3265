import { type PostifyApiError, type Schemas, unwrap } from '@postify/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePostifyContext } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { postifyKeys } from '../core/keys.js';
import { hookMessages } from '../core/messages.js';
import { updateProjectList } from './cache.js';
import { setDefaultProjectMutationOptions, updateProjectMutationOptions } from './mutations.js';
import { fallbackProject } from './selection.js';

type Project = Schemas['Project'];

/** Creates a project: added to the list, selected when none is, limits re-fetched. Failure: 'Erro ao criar projeto'. */
export function useCreateProject() {
  const { client, currentProject } = usePostifyContext();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation<Project, PostifyApiError, Schemas['ProjectRequest']>({
      mutationFn: (body) => unwrap(client.POST('/projects', { body })),
      onSuccess: async (project) => {
        updateProjectList(queryClient, (projects) => [...projects, project]);
        queryClient.setQueryData(postifyKeys.projects.detail(project.id), project);
        if (!currentProject.get()) currentProject.set(project.id);
        await queryClient.invalidateQueries({ queryKey: postifyKeys.projects.limits() });
      },
    }),
    hookMessages.createProject,
  );
}

/** Updates a project, replacing it in the list and as the current project. Failure: 'Erro ao atualizar projeto'. */
export function useUpdateProject() {
  const { client } = usePostifyContext();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation(updateProjectMutationOptions(client, queryClient)),
    hookMessages.updateProject,
  );
}

/**
 * Deletes a project. When it was current, the default or first remaining project becomes current, or
 * none (its members and invites go with it); limits are re-fetched. Failure: 'Erro ao deletar projeto'.
 */
export function useDeleteProject() {
  const { client, currentProject } = usePostifyContext();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation<void, PostifyApiError, string>({
      mutationFn: async (id) => {
        await client.DELETE('/projects/{id}', { params: { path: { id } } });
      },
      onSuccess: async (_, id) => {
        updateProjectList(queryClient, (projects) => projects.filter((p) => p.id !== id));
        queryClient.removeQueries({ queryKey: postifyKeys.projects.detail(id) });
        if (currentProject.get() === id) {
          const remaining = queryClient.getQueryData<Project[]>(postifyKeys.projects.list()) ?? [];
          currentProject.set(fallbackProject(remaining)?.id ?? null);
        }
        await queryClient.invalidateQueries({ queryKey: postifyKeys.projects.limits() });
      },
    }),
    hookMessages.deleteProject,
  );
}

/** Makes a project the default; only that one is marked default. Failure: 'Erro ao definir projeto padrão'. */
export function useSetDefaultProject() {
  const { client } = usePostifyContext();
  const queryClient = useQueryClient();
  return withMessage(
    useMutation(setDefaultProjectMutationOptions(client, queryClient)),
    hookMessages.setDefaultProject,
  );
}
