import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { useServerMessage, withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectId, useSignedIn } from '../core/scope.js';
import { accountLimitsQueryOptions, projectLimitsQueryOptions, projectsQueryOptions } from './queries.js';

/** The user's projects; failure: 'Erro ao carregar projetos'. */
export function useProjects() {
  const hookMessages = useHookMessages();
  const client = usePostifyClient();
  return withMessage(
    useQuery({ ...projectsQueryOptions(client), enabled: useSignedIn() }),
    hookMessages.loadProjects,
  );
}

/** The plan's project limits; a failed load is only logged (account spec), so `errorMessage` stays `null`. */
export function useProjectLimits() {
  const client = usePostifyClient();
  const query = useQuery({ ...projectLimitsQueryOptions(client), enabled: useSignedIn() });
  return { ...query, errorMessage: null };
}

/** How many social accounts the (current, by default) project may still link. */
export function useAccountLimits(projectId?: string | null) {
  const client = usePostifyClient();
  const current = useCurrentProjectId();
  const id = projectId === undefined ? current : projectId;
  return useServerMessage(useQuery({ ...accountLimitsQueryOptions(client, id ?? ''), enabled: Boolean(id) }));
}
