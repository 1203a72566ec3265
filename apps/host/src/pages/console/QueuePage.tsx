import { usePlatforms } from '@postify/hooks';
import { LinkButton } from '@postify/react-ui/LinkButton';
import { Select, SelectItem } from '@postify/react-ui/Select';
import { Suspense, useState } from 'react';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { lazyConnected, SectionLoading } from './SectionLoading';

// The slots editor and the queue load beside the page, like the other connected sections.
const ConnectedQueueSlotsEditor = lazyConnected(
  import('@postify/react-ui/connected/QueueSlotsEditor'),
  'ConnectedQueueSlotsEditor',
);
const ConnectedQueueList = lazyConnected(
  import('@postify/react-ui/connected/QueueList'),
  'ConnectedQueueList',
);

/**
 * /posts/queue ('Fila'), reached from the posts list, the calendar and the composer: for the chosen
 * account of the project, its 'Horários da fila' and its queue slot by slot, reordered with 'Mover para
 * cima/baixo'. The composer's 'Adicionar à fila' fills the queue.
 */
export default function QueuePage() {
  const platforms = usePlatforms();
  const accounts = (platforms.data ?? []).flatMap((group) =>
    group.socialMediaAccounts.map((account) => ({
      id: account.id,
      name: `${group.name} @${account.username}`,
    })),
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = accounts.find((account) => account.id === chosenId) ?? accounts[0];
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
      {chosen ? (
        <>
          <Select
            label="Conta"
            items={accounts}
            selectedKey={chosen.id}
            onSelectionChange={(key) => setChosenId(key === null ? null : String(key))}
          >
            {(account) => <SelectItem id={account.id}>{account.name}</SelectItem>}
          </Select>
          <Suspense fallback={<SectionLoading title="Horários da fila" />}>
            <ConnectedQueueSlotsEditor
              key={`slots-${chosen.id}`}
              accountId={chosen.id}
              subtitle={chosen.name}
            />
          </Suspense>
          <Suspense fallback={<SectionLoading title="Fila" />}>
            <ConnectedQueueList key={`queue-${chosen.id}`} accountId={chosen.id} subtitle={chosen.name} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}
