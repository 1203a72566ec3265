import { useCurrentProjectId } from '@postify/hooks';
import {
  AccountLinking,
  type LinkOutcome,
  linkReturnFromQuery,
  withoutLinkReturn,
} from '@postify/react-ui/AccountLinking';
import { errorMessage } from '@postify/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import { sessionUser } from '../../app/session';
import { consoleKeys, platformsQuery } from './data';
import { rememberAuthorization, takeAuthorization } from './settings/oauthReturn';

/**
 * /settings ('Linkar Redes Sociais'): the react-ui AccountLinking over the platform calls; the return from
 * the network with `code` and `state` finishes the link. The platform calls are TEMPORARY host wiring
 * (see ./data.ts) until @postify/hooks ships its platform hooks.
 */
export default function SettingsPage() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const projectId = useCurrentProjectId();
  const platforms = useQuery(platformsQuery(client, projectId));
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.platforms(projectId) });

  const handled = useRef(false);
  useEffect(() => {
    const found = linkReturnFromQuery(params);
    if (handled.current || !found) return;
    handled.current = true;
    setParams(withoutLinkReturn(params), { replace: true });
    if (found.kind !== 'callback') {
      setOutcome({ status: found.kind });
      return;
    }
    const platformId = takeAuthorization(found.state);
    const userId = sessionUser(client)?.id;
    if (platformId === null || !userId) {
      setOutcome({ status: 'invalid' });
      return;
    }
    setOutcome({ status: 'pending' });
    client
      .POST('/social-media-account', { body: { code: found.code, state: found.state, platformId, userId } })
      .then(({ data }) => {
        setOutcome({ status: 'success', platformName: data?.platformName });
        return refresh();
      })
      .catch((error: unknown) => setOutcome({ status: 'failed', reason: errorMessage(error) }));
  });

  return (
    <AccountLinking
      platforms={platforms.data ?? []}
      isLoading={platforms.isPending}
      hasError={platforms.isError}
      onConnect={async (platform) => {
        const { data } = await client.POST('/social-media-account/authorize', {
          body: { platformId: platform.id },
        });
        if (!data) throw new Error('Não foi possível iniciar a conexão.');
        rememberAuthorization(data.state, platform.id);
        window.location.assign(data.authorizationUrl);
      }}
      onRemove={async (account) => {
        await client.DELETE('/social-media-account/{id}', { params: { path: { id: account.id } } });
        await refresh();
      }}
      returnOutcome={outcome}
      onDismissReturn={() => setOutcome(null)}
    />
  );
}
