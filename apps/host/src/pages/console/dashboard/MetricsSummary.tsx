import { useCurrentProjectId } from '@postify/hooks';
import { Avatar } from '@postify/react-ui/Avatar';
import { Card } from '@postify/react-ui/Card';
import { Checkbox } from '@postify/react-ui/Checkbox';
import { EmptyState } from '@postify/react-ui/EmptyState';
import { formatCount } from '@postify/sdk/format';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleClient } from '../../../app/ConsoleProviders';
import * as styles from '../console.css';
import { metricsQuery, platformsQuery } from '../data';

const isInstagram = (name: string) => name.toLowerCase().includes('instagram');

/** Metrics of the connected accounts: only Instagram accounts can be selected; each selection loads its metrics. */
export function MetricsSummary() {
  const client = useConsoleClient();
  const projectId = useCurrentProjectId();
  const platforms = useQuery(platformsQuery(client, projectId));
  const accounts = (platforms.data ?? []).flatMap((platform) => platform.socialMediaAccounts);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const metrics = useQueries({ queries: [...selected].map((id) => metricsQuery(client, projectId, id)) });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Card as="section" title="Métricas das contas">
      {accounts.length === 0 && !platforms.isPending ? (
        <EmptyState title="Nenhuma conta conectada" hint="Conecte suas redes em Configurações." />
      ) : null}
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.listRow}>
            <Checkbox
              isSelected={selected.has(account.id)}
              isDisabled={!isInstagram(account.platformName)}
              onChange={() => toggle(account.id)}
            >
              {account.username} ({account.platformName})
              {isInstagram(account.platformName) ? '' : ' · Não disponível'}
            </Checkbox>
          </li>
        ))}
      </ul>
      {[...selected].map((id, index) => {
        const result = metrics[index];
        const data = result?.data;
        if (!data)
          return <p key={id}>{result?.isError ? 'Erro ao buscar métricas' : 'Carregando métricas...'}</p>;
        return (
          <article key={id} className={styles.fieldset} aria-label={`Métricas de ${data.username}`}>
            <div className={styles.listRow}>
              <Avatar name={data.name ?? data.username} src={data.profile_picture_url} />
              <div className={styles.grow}>
                <strong>{data.name ?? data.username}</strong>
                <div className={styles.statLabel}>@{data.username}</div>
              </div>
            </div>
            <dl className={styles.stats}>
              <div>
                <dd className={styles.statValue}>{formatCount(data.followers_count)}</dd>
                <dt className={styles.statLabel}>Seguidores</dt>
              </div>
              <div>
                <dd className={styles.statValue}>{formatCount(data.follows_count)}</dd>
                <dt className={styles.statLabel}>Seguindo</dt>
              </div>
              <div>
                <dd className={styles.statValue}>{formatCount(data.media_count)}</dd>
                <dt className={styles.statLabel}>Publicações</dt>
              </div>
            </dl>
            {data.biography ? <p>{data.biography}</p> : null}
          </article>
        );
      })}
    </Card>
  );
}
