import { Breadcrumb, Breadcrumbs } from '@postify/react-ui/Breadcrumbs';
import { Button } from '@postify/react-ui/Button';
import { Card } from '@postify/react-ui/Card';
import { ConfirmDialog } from '@postify/react-ui/ConfirmDialog';
import { Modal } from '@postify/react-ui/Modal';
import { ProgressBar } from '@postify/react-ui/ProgressBar';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import { renameSchema, validate } from '@postify/sdk/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { consoleKeys, folderQuery, foldersQuery, usageQuery } from './data';
import { AddDialog } from './storage/AddDialog';
import { type StorageItem, StorageTable, storageItems } from './storage/StorageTable';

/** /storage ('Meus Arquivos'): usage and root folders, breadcrumb, the folder table and the add dialog. */
export default function StoragePage() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const usage = useQuery(usageQuery(client));
  const roots = useQuery(foldersQuery(client));
  const folder = useQuery({ ...folderQuery(client, folderId ?? ''), enabled: folderId !== null });
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<StorageItem | null>(null);
  const [deleting, setDeleting] = useState<StorageItem | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...consoleKeys.all, 'storage'] });
  const open = (id: string | null, name?: string) => setParams(id ? { folder: id, name: name ?? '' } : {});
  const items = folderId
    ? storageItems(folder.data?.subfolders ?? [], folder.data?.files ?? [])
    : storageItems(roots.data ?? [], []);

  const remove = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'folder')
        await client.DELETE('/storage/folders/{id}', { params: { path: { id: deleting.folder.folderId } } });
      else await client.DELETE('/storage/files/{id}', { params: { path: { id: deleting.file.fileId } } });
      await refresh();
    } catch {
      showToast({ title: 'Erro ao excluir pasta/arquivo', tone: 'danger' });
    }
  };

  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Meus Arquivos</h1>
        <Button onPress={() => setAdding(true)}>Adicionar Arquivo</Button>
      </div>
      <div className={styles.columns}>
        <div className={page.stack}>
          <Breadcrumbs>
            <Breadcrumb onPress={() => open(null)}>Meus Arquivos</Breadcrumb>
            {(folder.data?.breadcrumbs ?? []).map((crumb) => (
              <Breadcrumb key={crumb.folderId} onPress={() => open(crumb.folderId, crumb.name)}>
                {crumb.name}
              </Breadcrumb>
            ))}
          </Breadcrumbs>
          {folder.isError ? <p role="alert">Erro ao carregar conteúdo da pasta</p> : null}
          {roots.isError ? <p role="alert">Erro ao carregar dados do storage</p> : null}
          <StorageTable
            items={items}
            onOpenFolder={(target) => open(target.folderId, target.name)}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
        </div>
        <Card as="section" title="Armazenamento">
          {usage.data ? (
            <>
              <ProgressBar
                label={`${usage.data.formattedSize} de ${usage.data.storageLimitFormatted}`}
                value={Math.min(100, usage.data.usagePercentage)}
                tone={usage.data.isOverLimit ? 'danger' : 'primary'}
              />
              {usage.data.planName ? <p className={styles.statLabel}>Plano {usage.data.planName}</p> : null}
              {usage.data.isOverLimit ? (
                <p role="alert">Você passou do limite de armazenamento do seu plano.</p>
              ) : null}
            </>
          ) : null}
          {usage.isError ? <p role="alert">Erro ao carregar uso</p> : null}
          <ul className={styles.list} aria-label="Pastas">
            {(roots.data ?? []).map((root) => (
              <li key={root.folderId}>
                <Button variant="ghost" size="sm" onPress={() => open(root.folderId, root.name)}>
                  📁 {root.name}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <AddDialog isOpen={adding} onOpenChange={setAdding} folderId={folderId} onDone={() => void refresh()} />
      {renaming ? (
        <RenameDialog item={renaming} onClose={() => setRenaming(null)} onDone={() => void refresh()} />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        variant="destructive"
        title="Excluir"
        description={deleting ? `Excluir "${deleting.name}"? Esta ação não pode ser desfeita.` : ''}
        confirmLabel="Excluir"
        onConfirm={remove}
      />
    </div>
  );
}

function RenameDialog({
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
