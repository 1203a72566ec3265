import { useAccountMetrics, useMetricsSelection, usePlatforms } from '@postify/hooks';
import { Avatar } from '@postify/react-ui/Avatar';
import { Card } from '@postify/react-ui/Card';
import { Checkbox } from '@postify/react-ui/Checkbox';
import { EmptyState } from '@postify/react-ui/EmptyState';
import { formatCount } from '@postify/sdk/format';
import * as styles from '../console.css';

/** Metrics of the connected accounts: only Instagram accounts can be selected; each selection loads its metrics. */
export function MetricsSummary() {
  const platforms = usePlatforms();
  const accounts = platforms.accounts;
  const selection = useMetricsSelection();
  const metrics = useAccountMetrics(selection.selectedIds);
  return (
    <Card as="section" title="Métricas das contas">
      {accounts.length === 0 && !platforms.isPending ? (
        <EmptyState title="Nenhuma conta conectada" hint="Conecte suas redes em Configurações." />
      ) : null}
      <ul className={styles.list}>
        {accounts.map((account) => (
          <li key={account.id} className={styles.listRow}>
            <Checkbox
              isSelected={selection.isSelected(account.id)}
              isDisabled={!selection.isSelectable(account)}
              onChange={() => selection.toggle(account)}
            >
              {account.username} ({account.platformName})
              {selection.isSelectable(account) ? '' : ' · Não disponível'}
            </Checkbox>
          </li>
        ))}
      </ul>
      {selection.selectedIds.map((id) => {
        const data = metrics.metrics[id];
        // A failed account is skipped (publishing spec, dashboard).
        if (metrics.failedIds.includes(id)) return null;
        if (!data) return <p key={id}>Carregando métricas...</p>;
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
