import { Button } from '@postify/react-ui/Button';
import { Modal } from '@postify/react-ui/Modal';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import { renameSchema, validate } from '@postify/sdk/schemas';
import { useState } from 'react';
import { useConsoleClient } from '../../../app/ConsoleProviders';
import type { StorageItem } from './StorageTable';

/** Renames a file or folder; a failure reads 'Erro ao renomear. Tente novamente.'. */
export default function RenameDialog({
  item,
  onClose,
  onDone,
}: {
  item: StorageItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const client = useConsoleClient();
  const [newName, setNewName] = useState(item.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const result = validate(renameSchema, { newName });
    setError(result.errors.newName);
    if (!result.success) return;
    setBusy(true);
    try {
      const body = { new_name: result.data.newName };
      if (item.kind === 'folder')
        await client.PUT('/storage/folders/{id}/rename', {
          params: { path: { id: item.folder.folderId } },
          body,
        });
      else
        await client.PUT('/storage/files/{id}/rename', { params: { path: { id: item.file.fileId } }, body });
      onDone();
      onClose();
    } catch {
      showToast({ title: 'Erro ao renomear. Tente novamente.', tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Renomear"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={
        <Button isLoading={busy} onPress={() => void save()}>
          Salvar
        </Button>
      }
    >
      <TextField
        label="Novo nome"
        value={newName}
        onChange={setNewName}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
    </Modal>
  );
}
