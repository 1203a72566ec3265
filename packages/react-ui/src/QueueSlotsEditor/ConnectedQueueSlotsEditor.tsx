import { useCreateQueueSlot, useDeleteQueueSlot, useQueueSlots } from '@postify/hooks';
import { QueueSlotsEditor, type QueueSlotsEditorProps } from './QueueSlotsEditor';

export type ConnectedQueueSlotsEditorProps = Pick<QueueSlotsEditorProps, 'messages' | 'subtitle'> & {
  /** The account whose 'Horários da fila' are edited. */
  accountId: string;
};

/**
 * `QueueSlotsEditor` on `@postify/hooks`: the account's slots from `useQueueSlots`, added through
 * `useCreateQueueSlot` and removed through `useDeleteQueueSlot` (each refreshes the queue).
 */
export function ConnectedQueueSlotsEditor({ accountId, ...props }: ConnectedQueueSlotsEditorProps) {
  const slots = useQueueSlots(accountId);
  const create = useCreateQueueSlot(accountId);
  const remove = useDeleteQueueSlot(accountId);
  return (
    <QueueSlotsEditor
      {...props}
      slots={slots.data ?? []}
      isLoading={slots.isPending}
      hasError={slots.isError}
      onAdd={async (slot) => {
        await create.mutateAsync(slot);
      }}
      onRemove={(slot) => remove.mutateAsync(slot.id)}
    />
  );
}
