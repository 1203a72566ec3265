import { withMessage } from '../core/errors.js';
import { useHookMessages } from '../core/messages.js';
import { useCurrentProjectQuery } from '../core/scope.js';
import { platformsQueryOptions } from './queries.js';

/** The networks and their linked accounts ('Linkar Redes Sociais'); failure: 'Erro ao buscar plataformas'. */
export function usePlatforms() {
  const hookMessages = useHookMessages();
  const query = useCurrentProjectQuery(platformsQueryOptions);
  const accounts = query.data?.flatMap((platform) => platform.socialMediaAccounts) ?? [];
  return { ...withMessage(query, hookMessages.loadPlatforms), accounts, totalAccounts: accounts.length };
}
