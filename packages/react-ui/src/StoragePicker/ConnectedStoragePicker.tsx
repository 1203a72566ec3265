import { useStorageFolder, useStorageFolders } from '@postify/hooks';
import { storedFileAsUpload } from '@postify/sdk';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../Button';
import { useCopy } from '../i18n/useCopy';
import type { MediaLibrary } from '../PostComposer/types';
import { StorageIcon } from '../StorageBrowser/StorageIcon';
import { storagePickerMessages } from './messages';
import type { StoragePickerProps } from './StoragePicker';

// The dialog loads on first open: forms that offer the picker (the post card in every list) stay light.
const StoragePicker = /* @__PURE__ */ lazy(() =>
  import('./StoragePicker').then((module) => ({ default: module.StoragePicker })),
);

export interface ConnectedStoragePickerProps extends Pick<StoragePickerProps, 'canPick' | 'messages'> {
  /** Receives the chosen files read back as `File`s, in the order they were chosen. */
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
}

/**
 * 'Escolher de Meus Arquivos' on `@postify/hooks`: a button opening `StoragePicker` over the current
 * project's storage. Chosen files are read through their signed links and handed over as `File`s, so the
 * post keeps its own copy: removing a file from storage later never breaks a scheduled post.
 */
export function ConnectedStoragePicker({
  onFiles,
  isDisabled,
  canPick,
  messages,
}: ConnectedStoragePickerProps) {
  const m = useCopy('storagePicker', storagePickerMessages, messages);
  const [isOpen, setOpen] = useState(false);
  const [folderId, setFolderId] = useState<string | null>(null);
  const root = useStorageFolders();
  const folder = useStorageFolder(isOpen ? folderId : null);
  const current = folderId ? folder : root;
  return (
    <>
      <Button variant="secondary" isDisabled={isDisabled} onPress={() => setOpen(true)}>
        <StorageIcon name="folder" />
        {m.open}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <StoragePicker
            isOpen={isOpen}
            onOpenChange={(open) => {
              setOpen(open);
              if (!open) setFolderId(null);
            }}
            rootFolders={root.data ?? []}
            folder={folderId ? (folder.data ?? null) : null}
            onOpenFolder={setFolderId}
            isLoading={current.isPending}
            error={current.errorMessage}
            {...(canPick ? { canPick } : {})}
            onAdd={async (files) => onFiles(await Promise.all(files.map((file) => storedFileAsUpload(file))))}
            messages={m}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'Escolher de Meus Arquivos' as a form's media library: the project's stored images and videos. */
export const storageMediaLibrary: MediaLibrary = (add) => <ConnectedStoragePicker onFiles={add} />;
