import { ConnectedQueueList } from '@postify/react-ui/connected/QueueList';
import { ConnectedQueueSlotsEditor } from '@postify/react-ui/connected/QueueSlotsEditor';
import { Select, SelectItem } from '@postify/react-ui/Select';
import { useState } from 'react';

/** The sections of 'Fila': the account chosen ('Conta'), its 'Horários da fila' and its queue. */
export default function QueueSections({ accounts }: { accounts: readonly { id: string; name: string }[] }) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = accounts.find((account) => account.id === chosenId) ?? accounts[0];
  if (!chosen) return null;
  return (
    <>
      <Select
        label="Conta"
        items={accounts}
        selectedKey={chosen.id}
        onSelectionChange={(key) => setChosenId(key === null ? null : String(key))}
      >
        {(account) => <SelectItem id={account.id}>{account.name}</SelectItem>}
      </Select>
      <ConnectedQueueSlotsEditor key={`slots-${chosen.id}`} accountId={chosen.id} subtitle={chosen.name} />
      <ConnectedQueueList key={`queue-${chosen.id}`} accountId={chosen.id} subtitle={chosen.name} />
    </>
  );
}
