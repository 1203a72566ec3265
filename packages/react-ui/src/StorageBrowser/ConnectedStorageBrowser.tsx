import {
  createHistoryQueryAdapter,
  type QueryParamsAdapter,
  useCreateFolder,
  useDeleteStorageItem,
  useDownloadUrl,
  useFolderNavigation,
  useRenameStorageItem,
  useStorageFolder,
  useStorageFolders,
  useStorageUsage,
  useUploadFile,
  writeFolderLocation,
} from '@postify/hooks';
import { useState } from 'react';
import { StorageBrowser, type StorageBrowserProps } from './StorageBrowser';
import type { StorageLocation } from './types';

export interface ConnectedStorageBrowserProps
  extends Pick<StorageBrowserProps, 'showThumbnails' | 'timeZone' | 'defaultSort' | 'messages'> {
  /** Where `folder`, `name` and `path` live in the URL; the browser history by default (pass your router's). */
  adapter?: QueryParamsAdapter;
  /** Opens a signed download link; a new tab by default. */
  openUrl?: (url: string) => void;
}

/** The password that guards `location`: its own, or the nearest protected ancestor's (it guards subfolders too). */
function passwordFor(
  location: StorageLocation | null,
  passwords: Record<string, string>,
): string | undefined {
  for (const entry of [...(location?.path ?? [])].reverse()) {
    const password = passwords[entry.folderId];
    if (password !== undefined) return password;
  }
  return undefined;
}

/** `StorageBrowser` on the storage hooks of `@postify/hooks`, its place kept in the URL query. */
export function ConnectedStorageBrowser({
  adapter: given,
  openUrl = (url) => window.open(url, '_blank', 'noopener'),
  ...props
}: ConnectedStorageBrowserProps) {
  const [adapter] = useState(() => given ?? createHistoryQueryAdapter());
  const navigation = useFolderNavigation(adapter);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const location: StorageLocation | null = navigation.folderId
    ? {
        folderId: navigation.folderId,
        name: navigation.name ?? '',
        path:
          navigation.path.at(-1)?.folderId === navigation.folderId
            ? navigation.path
            : [{ folderId: navigation.folderId, name: navigation.name ?? '' }],
      }
    : null;
  const password = passwordFor(location, passwords);

  const roots = useStorageFolders();
  const folder = useStorageFolder(location?.folderId, password ? { password } : {});
  const usage = useStorageUsage();
  const createFolder = useCreateFolder();
  const rename = useRenameStorageItem();
  const remove = useDeleteStorageItem();
  const download = useDownloadUrl();
  const uploader = useUploadFile();

  const go = (next: StorageLocation | null) =>
    adapter.write(writeFolderLocation(adapter.read(), next ?? { folderId: null, name: null, path: [] }));
  const withPassword = password ? { password } : {};
  // A protected subfolder has its own password: renaming or deleting it from its parent needs that one.
  const passwordOf = (item: { kind: 'folder' | 'file'; id: string }) => {
    const own = item.kind === 'folder' ? passwords[item.id] : undefined;
    return own !== undefined ? { password: own } : withPassword;
  };

  return (
    <StorageBrowser
      {...props}
      location={location}
      onNavigate={(next, typed) => {
        if (next && typed !== undefined) setPasswords((known) => ({ ...known, [next.folderId]: typed }));
        go(next);
      }}
      passwordRequest={
        location && folder.needsPassword
          ? { location, ...(password && folder.error ? { message: folder.error.message } : {}) }
          : null
      }
      unlockedFolderIds={Object.keys(passwords)}
      rootFolders={roots.data ?? []}
      folders={folder.data?.subfolders ?? []}
      files={folder.data?.files ?? []}
      usage={usage.data}
      isUsageLoading={usage.isLoading}
      hasUsageError={usage.isError}
      isLoading={location ? folder.isLoading : roots.isLoading}
      hasError={location ? folder.isError && !folder.needsPassword : roots.isError}
      onCreateFolder={async ({ name, password: folderPassword, parentFolderId }) => {
        await createFolder.mutateAsync({
          name,
          parent_folder_id: parentFolderId,
          needs_password: Boolean(folderPassword),
          ...(folderPassword ? { password: folderPassword } : {}),
        });
      }}
      onUpload={async (file, onProgress, folderId) => {
        const fileId = await uploader.upload({
          folderId,
          file,
          ...withPassword,
          onProgress: (progress) => onProgress(progress.percent),
        });
        // The hook resolves null on failure; the panel then shows 'Erro ao enviar arquivo'.
        if (fileId === null) throw new Error();
      }}
      onRename={async (item, newName) => {
        await rename.mutateAsync({ kind: item.kind, id: item.id, newName, ...passwordOf(item) });
      }}
      onDelete={async (item) => {
        await remove.mutateAsync({ kind: item.kind, id: item.id, ...passwordOf(item) });
      }}
      onDownload={async (file) => {
        const link = await download.mutateAsync({ fileId: file.fileId, ...withPassword });
        openUrl(link.downloadUrl);
      }}
    />
  );
}
