import { usePlatforms } from '@postify/hooks';
import { LinkButton } from '@postify/react-ui/LinkButton';
import { lazy, Suspense } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { SectionLoading } from './SectionLoading';

// The account choice (react-aria's select), the slots editor and the queue load beside the page, so the
// route's initial JavaScript stays within the console's budget.
const QueueSections = lazy(() => import('./QueueSections'));

/**
 * /posts/queue ('Fila'), reached from the posts list, the calendar and the composer: for the chosen
 * account of the project, its 'Horários da fila' and its queue slot by slot, reordered with 'Mover para
 * cima/baixo'. The composer's 'Adicionar à fila' fills the queue.
 */
export default function QueuePage() {
  // The accounts are asked for now, while the sections' code downloads.
  const platforms = usePlatforms();
  const accounts = (platforms.data ?? []).flatMap((group) =>
    group.socialMediaAccounts.map((account) => ({
      id: account.id,
      name: `${group.name} @${account.username}`,
    })),
  );
  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Fila</h1>
        <LinkButton variant="secondary" href="/posts/create">
          Criar post
        </LinkButton>
      </div>
      {platforms.isSuccess && accounts.length === 0 ? (
        <p>
          Conecte uma conta em <a href="/settings">Configurações</a> para definir os horários da fila.
        </p>
      ) : null}
      {accounts.length > 0 ? (
        <Suspense fallback={<SectionLoading title="Horários da fila" />}>
          <QueueSections accounts={accounts} />
        </Suspense>
      ) : null}
    </div>
  );
}
