import { usePostifyContext } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useMutationOf } from '../core/mutation.js';
import {
  createProjectMutationOptions,
  deleteProjectMutationOptions,
  setDefaultProjectMutationOptions,
  updateProjectMutationOptions,
} from './mutations.js';

/** Creates a project: added to the list, selected when none is, limits re-fetched. Failure: 'Erro ao criar projeto'. */
export function useCreateProject() {
  const hookMessages = useHookMessages();
  const { currentProject } = usePostifyContext();
  return withMessage(useMutationOf(createProjectMutationOptions, currentProject), hookMessages.createProject);
}

/** Updates a project, replacing it in the list and as the current project. Failure: 'Erro ao atualizar projeto'. */
export function useUpdateProject() {
  const hookMessages = useHookMessages();
  return withMessage(useMutationOf(updateProjectMutationOptions), hookMessages.updateProject);
}

/**
 * Deletes a project. When it was current, the default or first remaining project becomes current, or
 * none (its members and invites go with it); limits are re-fetched. Failure: 'Erro ao deletar projeto'.
 */
export function useDeleteProject() {
  const hookMessages = useHookMessages();
  const { currentProject } = usePostifyContext();
  return withMessage(useMutationOf(deleteProjectMutationOptions, currentProject), hookMessages.deleteProject);
}

/** Makes a project the default; only that one is marked default. Failure: 'Erro ao definir projeto padrão'. */
export function useSetDefaultProject() {
  const hookMessages = useHookMessages();
  return withMessage(useMutationOf(setDefaultProjectMutationOptions), hookMessages.setDefaultProject);
}
