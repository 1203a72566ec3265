import type { Schemas } from '@postify/sdk';
import { formatBytes } from '@postify/sdk/format';
import { useMemo, useState } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { Banner } from '../Banner';
import { Breadcrumb, Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { formatMessage } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Modal } from '../Modal/Modal';
import { StorageIcon } from '../StorageBrowser/StorageIcon';
import { StorageThumbnail } from '../StorageBrowser/StorageThumbnail';
import { TextField } from '../TextField';
import { type StoragePickerMessages, storagePickerMessages } from './messages';
import * as styles from './StoragePicker.css';

type StorageFile = Schemas['StorageFile'];
type FolderSummary = Schemas['StorageFolderSummary'];

export interface StoragePickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The folders of 'Meus Arquivos' (the root). */
  rootFolders: readonly FolderSummary[];
  /** The open folder with its subfolders and files; null at the root. */
  folder: Schemas['StorageFolder'] | null;
  /** Opens a folder (null: back to the root). */
  onOpenFolder: (folderId: string | null) => void;
  isLoading?: boolean;
  /** Why the root or the folder could not be read. */
  error?: string | null;
  /** Which files may be picked; others are not listed. Default: images and videos. */
  canPick?: (file: StorageFile) => boolean;
  /** Hands over the chosen files; the dialog closes when it resolves, and stays open with its error when it throws. */
  onAdd: (files: StorageFile[]) => Promise<void> | void;
  messages?: Partial<StoragePickerMessages>;
}

const isImageOrVideo = (file: StorageFile) => /^(image|video)\//.test(file.contentType);

/**
 * 'Escolher de Meus Arquivos': browse the folders of storage, search the open one by name and pick images and
 * videos (several, across folders) with their thumbnails. Protected folders are listed but not opened here:
 * their password belongs to 'Meus Arquivos'.
 */
export function StoragePicker({
  isOpen,
  onOpenChange,
  rootFolders,
  folder,
  onOpenFolder,
  isLoading = false,
  error,
  canPick = isImageOrVideo,
  onAdd,
  messages: overrides,
}: StoragePickerProps) {
  const m = useCopy('storagePicker', storagePickerMessages, overrides);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, StorageFile>>(new Map());
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState(false);

  const folders = folder ? folder.subfolders : rootFolders;
  const files = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('pt-BR');
    return (folder?.files ?? [])
      .filter(canPick)
      .filter((file) => file.fileName.toLocaleLowerCase('pt-BR').includes(needle));
  }, [folder, canPick, query]);

  const open = (folderId: string | null) => {
    setQuery('');
    onOpenFolder(folderId);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setChosen(new Map());
      setAddError(false);
      setQuery('');
    }
    onOpenChange(isOpen);
  };
  const add = async () => {
    setAdding(true);
    setAddError(false);
    try {
      await onAdd([...chosen.values()]);
      close(false);
    } catch {
      setAddError(true);
    } finally {
      setAdding(false);
    }
  };

  const count = chosen.size;
  const location = folder?.name ?? m.root;
  return (
    <Modal
      title={m.title}
      isOpen={isOpen}
      onOpenChange={close}
      footer={
        <>
          <Button variant="secondary" onPress={() => close(false)}>
            {m.cancel}
          </Button>
          <Button isDisabled={count === 0} isLoading={adding} loadingLabel={m.adding} onPress={add}>
            {count === 0 ? m.add : formatMessage(m.addCount, { count })}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <Breadcrumbs>
          <Breadcrumb id="root" onPress={() => open(null)}>
            {m.root}
          </Breadcrumb>
          {(folder?.breadcrumbs ?? []).map((crumb) => (
            <Breadcrumb key={crumb.folderId} id={crumb.folderId} onPress={() => open(crumb.folderId)}>
              {crumb.name}
            </Breadcrumb>
          ))}
        </Breadcrumbs>
        {addError ? (
          <Banner tone="danger" onDismiss={() => setAddError(false)}>
            {m.addError}
          </Banner>
        ) : null}
        {error ? (
          <Banner tone="danger">{error}</Banner>
        ) : isLoading ? (
          <p className={styles.muted} role="status">
            {m.loading}
          </p>
        ) : (
          <>
            {folders.length > 0 ? (
              <ul className={styles.folders} aria-label={m.folders}>
                {folders.map((item) => (
                  <li key={item.folderId}>
                    <Button
                      variant="ghost"
                      size="sm"
                      isDisabled={item.needsPassword}
                      onPress={() => open(item.folderId)}
                    >
                      <StorageIcon name="folder" />
                      {item.needsPassword ? formatMessage(m.protectedFolder, { name: item.name }) : item.name}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : folder ? null : (
              <p className={styles.muted}>{m.emptyRoot}</p>
            )}
            {folder ? (
              <>
                <TextField label={m.search} value={query} onChange={setQuery} type="search" />
                {files.length === 0 ? (
                  <p className={styles.muted}>
                    {query.trim() ? formatMessage(m.noMatch, { query }) : m.emptyFolder}
                  </p>
                ) : (
                  <GridList
                    aria-label={formatMessage(m.files, { location })}
                    className={styles.files}
                    selectionMode="multiple"
                    selectedKeys={[...chosen.keys()].filter((id) => files.some((file) => file.fileId === id))}
                    onSelectionChange={(keys) => {
                      const shown = new Set(files.map((file) => file.fileId));
                      setChosen((current) => {
                        const next = new Map([...current].filter(([id]) => !shown.has(id)));
                        for (const file of files)
                          if (keys === 'all' || keys.has(file.fileId)) next.set(file.fileId, file);
                        return next;
                      });
                    }}
                  >
                    {files.map((file) => (
                      <GridListItem
                        key={file.fileId}
                        id={file.fileId}
                        textValue={file.fileName}
                        className={styles.file}
                      >
                        <Checkbox slot="selection" />
                        <StorageThumbnail
                          item={{
                            kind: 'file',
                            id: file.fileId,
                            name: file.fileName,
                            createdAt: file.createdAt,
                            file,
                          }}
                        />
                        <span className={styles.fileName}>{file.fileName}</span>
                        <span className={styles.muted}>{formatBytes(file.fileSize)}</span>
                      </GridListItem>
                    ))}
                  </GridList>
                )}
              </>
            ) : rootFolders.length > 0 ? (
              <p className={styles.muted}>{m.chooseFolder}</p>
            ) : null}
          </>
        )}
        <p className={styles.muted} aria-live="polite">
          {count === 0
            ? m.selectedNone
            : count === 1
              ? m.selectedOne
              : formatMessage(m.selectedMany, { count })}
        </p>
      </div>
    </Modal>
  );
}
