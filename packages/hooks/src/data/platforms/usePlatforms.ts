import { useQuery } from '@tanstack/react-query';
import { usePostifyClient } from '../core/context.js';
import { withMessage } from '../core/errors.js';
import { hookMessages } from '../core/messages.js';
import { useCurrentProjectId, useSignedIn } from '../core/scope.js';
import { platformsQueryOptions } from './queries.js';

/** The networks and their linked accounts ('Linkar Redes Sociais'); failure: 'Erro ao buscar plataformas'. */
export function usePlatforms() {
  const client = usePostifyClient();
  const project = useCurrentProjectId();
  const query = useQuery({ ...platformsQueryOptions(client, project), enabled: useSignedIn() });
  const accounts = query.data?.flatMap((platform) => platform.socialMediaAccounts) ?? [];
  return { ...withMessage(query, hookMessages.loadPlatforms), accounts, totalAccounts: accounts.length };
}
