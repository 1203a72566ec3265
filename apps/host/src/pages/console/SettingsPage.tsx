import { Avatar } from '@postify/react-ui/Avatar';
import { Badge } from '@postify/react-ui/Badge';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { Card } from '@postify/react-ui/Card';
import { ConfirmDialog } from '@postify/react-ui/ConfirmDialog';
import { errorMessage } from '@postify/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import { sessionUser } from '../../app/session';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { consoleKeys, type Platform, platformsQuery } from './data';
import { connectWarning } from './settings/connectWarnings';
import { rememberAuthorization, takeAuthorization } from './settings/oauthReturn';

/**
 * /settings ('Linkar Redes Sociais'): a card per network with its accounts, connect (warning, then the
 * network's authorization page) and remove; the return with `code` and `state` finishes the link.
 */
export default function SettingsPage() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const platforms = useQuery(platformsQuery(client));
  const [params, setParams] = useSearchParams();
  const [connecting, setConnecting] = useState<Platform | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.platforms() });

  const finish = useMutation({
    mutationFn: async ({ code, state }: { code: string; state: string }) => {
      const platformId = takeAuthorization(state);
      const userId = sessionUser(client)?.id;
      if (platformId === null || !userId) throw new Error('A autorização expirou. Tente conectar novamente.');
      await client.POST('/social-media-account', { body: { code, state, platformId, userId } });
    },
    onSuccess: refresh,
  });
  const handled = useRef(false);
  useEffect(() => {
    const code = params.get('code');
    const state = params.get('state');
    if (handled.current || !code || !state) return;
    handled.current = true;
    finish.mutate({ code, state });
    setParams({}, { replace: true });
  }, [params, setParams, finish]);

  const start = async (platform: Platform) => {
    const { data } = await client.POST('/social-media-account/authorize', {
      body: { platformId: platform.id },
    });
    if (!data) throw new Error('Não foi possível iniciar a conexão.');
    rememberAuthorization(data.state, platform.id);
    window.location.assign(data.authorizationUrl);
  };
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await client.DELETE('/social-media-account/{id}', { params: { path: { id } } });
    },
    onSuccess: refresh,
  });
  const total = (platforms.data ?? []).reduce(
    (sum, platform) => sum + platform.socialMediaAccounts.length,
    0,
  );
  const error = finish.error ?? remove.error;

  return (
    <div className={page.stack}>
      <h1 className={page.heading}>Linkar Redes Sociais</h1>
      {finish.isPending ? <Banner tone="info">Conectando conta...</Banner> : null}
      {finish.isSuccess ? <Banner tone="success">Conta conectada com sucesso!</Banner> : null}
      {error ? <Banner tone="danger">{errorMessage(error)}</Banner> : null}
      <ul className={styles.cards}>
        {(platforms.data ?? []).map((platform) => {
          const count = platform.socialMediaAccounts.length;
          return (
            <li key={platform.id}>
              <Card
                as="section"
                title={platform.name}
                description={count === 0 ? 'Não conectado' : `${count} conta(s) conectada(s)`}
              >
                <ul className={styles.list}>
                  {platform.socialMediaAccounts.map((account) => (
                    <li key={account.id} className={styles.listRow}>
                      <Avatar name={account.username} src={account.userProfilePictureUrl} size="sm" />
                      <span className={styles.grow}>{account.username}</span>
                      {account.status === 'ACTIVE' ? <Badge tone="success">Ativo</Badge> : null}
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Remover ${account.username}`}
                        isLoading={remove.isPending && remove.variables === account.id}
                        onPress={() => remove.mutate(account.id)}
                      >
                        Remover
                      </Button>
                    </li>
                  ))}
                </ul>
                <Button isDisabled={!platform.isAllowedToLink} onPress={() => setConnecting(platform)}>
                  Conectar {platform.name}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className={styles.statLabel}>Total de contas conectadas: {total}</p>
      <ConfirmDialog
        isOpen={connecting !== null}
        onOpenChange={(open) => !open && setConnecting(null)}
        title={connecting ? `Conectar ${connecting.name}` : ''}
        description={connecting ? connectWarning(connecting.name) : ''}
        confirmLabel="Continuar"
        onConfirm={async () => {
          if (connecting) await start(connecting);
        }}
      />
    </div>
  );
}
