import { useCurrentProjectId } from '@postify/hooks';
import { Breadcrumb, Breadcrumbs } from '@postify/react-ui/Breadcrumbs';
import { Button } from '@postify/react-ui/Button';
import { Card } from '@postify/react-ui/Card';
import { ConfirmDialog } from '@postify/react-ui/ConfirmDialog';
import { ProgressBar } from '@postify/react-ui/ProgressBar';
import { showToast } from '@postify/react-ui/ToastRegion';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleClient } from '../../app/ConsoleProviders';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { consoleKeys, folderQuery, foldersQuery, usageQuery } from './data';
import { type StorageItem, StorageTable, storageItems } from './storage/StorageTable';

// The dialogs load when first opened: the table and usage render without them.
const AddDialog = lazy(() => import('./storage/AddDialog'));
const RenameDialog = lazy(() => import('./storage/RenameDialog'));

/** /storage ('Meus Arquivos'): usage and root folders, breadcrumb, the folder table and the add dialog. */
export default function StoragePage() {
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const projectId = useCurrentProjectId();
  const usage = useQuery(usageQuery(client, projectId));
  const roots = useQuery(foldersQuery(client, projectId));
  const folder = useQuery({ ...folderQuery(client, projectId, folderId ?? ''), enabled: folderId !== null });
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<StorageItem | null>(null);
  const [deleting, setDeleting] = useState<StorageItem | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...consoleKeys.project(projectId), 'storage'] });
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
      <Suspense fallback={null}>
        {adding ? (
          <AddDialog isOpen onOpenChange={setAdding} folderId={folderId} onDone={() => void refresh()} />
        ) : null}
        {renaming ? (
          <RenameDialog item={renaming} onClose={() => setRenaming(null)} onDone={() => void refresh()} />
        ) : null}
      </Suspense>
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
