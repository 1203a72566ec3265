import { type DragEvent, useId, useMemo, useState } from 'react';
import { Banner } from '../Banner/Banner';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Icon } from '../shared/Icon';
import { AddFileDialog, type AddFileTab } from './AddFileDialog';
import { FolderPasswordDialog } from './FolderPasswordDialog';
import { ancestorLocation, childLocation, parentOf } from './location';
import { storageBrowserMessages } from './messages';
import { RenameDialog } from './RenameDialog';
import { StorageBreadcrumbs } from './StorageBreadcrumbs';
import * as styles from './StorageBrowser.css';
import type { StorageBrowserProps } from './StorageBrowserProps';
import { StorageSidebar } from './StorageSidebar';
import { StorageTable } from './StorageTable';
import { type StorageFolderSummary, type StorageItem, type StorageLocation, toStorageItems } from './types';

export type { StorageBrowserProps } from './StorageBrowserProps';

/**
 * The storage area ('Meus Arquivos'): usage and root folders in a sidebar, a breadcrumb with a root
 * button, a keyboard-navigable table of folders and files, and the 'Adicionar Arquivo' dialog.
 */
export function StorageBrowser({
  location,
  onNavigate,
  rootFolders,
  folders = [],
  files = [],
  unlockedFolderIds = [],
  passwordRequest,
  usage,
  isUsageLoading,
  hasUsageError,
  isLoading,
  hasError,
  onCreateFolder,
  onUpload,
  onRename,
  onDelete,
  onDownload,
  showThumbnails,
  timeZone,
  defaultSort = { column: 'name', direction: 'ascending' },
  messages,
}: StorageBrowserProps) {
  const copy = useCopy('storageBrowser', storageBrowserMessages, messages);
  const [sort, setSort] = useState(defaultSort);
  const [dialog, setDialog] = useState<{ open: boolean; tab: AddFileTab; files: File[] }>({
    open: false,
    tab: 'folder',
    files: [],
  });
  const [renaming, setRenaming] = useState<StorageItem | null>(null);
  const [deleting, setDeleting] = useState<StorageItem | null>(null);
  const [locked, setLocked] = useState<StorageLocation | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const titleId = useId();

  const items = useMemo(
    () => (location ? toStorageItems(folders, files) : toStorageItems(rootFolders, [])),
    [location, folders, files, rootFolders],
  );
  const folderId = location?.folderId ?? null;
  const prompt = locked ?? passwordRequest?.location ?? null;
  // A folder waiting for its password is not empty: its content is simply unknown yet.
  const lockedHere = location !== null && passwordRequest?.location.folderId === location.folderId;

  function open(target: StorageLocation, folder: Pick<StorageFolderSummary, 'folderId' | 'needsPassword'>) {
    if (folder.needsPassword && !unlockedFolderIds.includes(folder.folderId)) setLocked(target);
    else void onNavigate(target);
  }

  function dropFiles(event: DragEvent<HTMLElement>) {
    if (!folderId || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) setDialog({ open: true, tab: 'upload', files: dropped });
  }

  return (
    <div className={styles.layout}>
      <StorageSidebar
        usage={usage}
        isUsageLoading={isUsageLoading}
        hasUsageError={hasUsageError}
        rootFolders={rootFolders}
        isLoading={isLoading && !location}
        activeRootId={location?.path[0]?.folderId ?? null}
        onOpenFolder={(folder) => open(childLocation(null, folder), folder)}
        messages={copy}
      />
      <section
        className={styles.main}
        aria-labelledby={titleId}
        onDragOver={(event) => {
          if (folderId && event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={dropFiles}
      >
        <div className={styles.toolbar}>
          <h2 id={titleId} className={styles.title}>
            {copy.title}
          </h2>
          <Button onPress={() => setDialog({ open: true, tab: folderId ? 'upload' : 'folder', files: [] })}>
            <Icon name="plus" />
            {copy.addFile}
          </Button>
        </div>
        <StorageBreadcrumbs
          location={location}
          onNavigate={(id) => void onNavigate(id && location ? ancestorLocation(location, id) : null)}
          messages={copy}
        />
        {hasError ? <Banner tone="danger">{location ? copy.folderError : copy.rootError}</Banner> : null}
        {actionError ? (
          <Banner tone="danger" onDismiss={() => setActionError(null)}>
            {actionError}
          </Banner>
        ) : null}
        <StorageTable
          items={items}
          label={formatMessage(copy.tableLabel, { location: location?.name ?? copy.root })}
          sort={sort}
          onSortChange={setSort}
          isLoading={isLoading}
          emptyMessage={lockedHere ? copy.protected : location ? copy.empty : copy.emptyRoot}
          onOpenFolder={(item) => open(childLocation(location, item.folder), item.folder)}
          onDownload={(file) => {
            setActionError(null);
            onDownload(file).catch(() => setActionError(copy.downloadError));
          }}
          onRename={setRenaming}
          onDelete={setDeleting}
          showThumbnails={showThumbnails}
          timeZone={timeZone}
          messages={copy}
        />
      </section>
      <AddFileDialog
        isOpen={dialog.open}
        onOpenChange={(isOpen) => setDialog((current) => ({ ...current, open: isOpen, files: [] }))}
        tab={dialog.tab}
        onTabChange={(tab) => setDialog((current) => ({ ...current, tab }))}
        canUpload={folderId !== null}
        initialFiles={dialog.files}
        onCreateFolder={(input) => onCreateFolder({ ...input, parentFolderId: folderId })}
        onUpload={(file, onProgress) =>
          folderId
            ? onUpload(file, onProgress, folderId)
            : Promise.reject(new Error(copy.uploadOutsideFolder))
        }
        messages={copy}
      />
      <RenameDialog item={renaming} onClose={() => setRenaming(null)} onRename={onRename} messages={copy} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        variant="destructive"
        title={deleting?.kind === 'folder' ? copy.deleteFolderTitle : copy.deleteFileTitle}
        description={formatMessage(copy.deleteDescription, { name: deleting?.name ?? '' })}
        confirmLabel={copy.deleteConfirm}
        cancelLabel={copy.cancel}
        onConfirm={async () => {
          setActionError(null);
          if (deleting) await onDelete(deleting);
        }}
        onError={() => {
          setActionError(copy.deleteError);
          setDeleting(null);
        }}
      />
      <FolderPasswordDialog
        folder={prompt ? { folderId: prompt.folderId, name: prompt.name } : null}
        initialError={locked ? undefined : passwordRequest?.message}
        onClose={() => {
          if (locked) setLocked(null);
          else if (prompt) void onNavigate(parentOf(prompt));
        }}
        onUnlocked={() => setLocked(null)}
        onUnlock={async (_folder, password) => {
          if (prompt) await onNavigate(prompt, password);
        }}
        messages={copy}
      />
    </div>
  );
}
