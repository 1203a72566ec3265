import { useState } from 'react';
import { campaignFiles, campaignFolders, rootFolders, usage } from './fixtures';
import { StorageBrowser, type StorageBrowserProps } from './StorageBrowser';
import type { StorageFile, StorageFolderSummary, StorageLocation } from './types';

type Overrides = Partial<
  Omit<StorageBrowserProps, 'location' | 'onNavigate' | 'rootFolders' | 'folders' | 'files'>
>;

/** The folder passwords of the in-memory storage. */
export const memoryPasswords: Record<string, string> = { '7d3f1c2a-0000-4000-8000-000000000002': 'segredo' };

/**
 * A StorageBrowser on an in-memory storage, for stories and tests: navigation, creation, rename and
 * delete change the lists; uploads call `upload` (default: done at once).
 */
export function MemoryStorageBrowser({
  initialLocation = null,
  upload,
  ...overrides
}: Overrides & {
  initialLocation?: StorageLocation | null;
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<void>;
}) {
  const [location, setLocation] = useState(initialLocation);
  const [folders, setFolders] = useState<StorageFolderSummary[]>([...rootFolders, ...campaignFolders]);
  const [files, setFiles] = useState<StorageFile[]>(campaignFiles);
  const [unlocked, setUnlocked] = useState<string[]>([]);
  const current = location?.folderId ?? null;
  const stamp = '2026-11-22T12:00:00.000Z';

  return (
    <StorageBrowser
      usage={usage}
      location={location}
      unlockedFolderIds={unlocked}
      rootFolders={folders.filter((folder) => folder.parentFolderId === null)}
      folders={folders.filter((folder) => folder.parentFolderId === current)}
      files={files.filter((file) => file.folderId === current)}
      onNavigate={async (next, password) => {
        if (password !== undefined && next) {
          if (memoryPasswords[next.folderId] !== password) throw new Error('Senha incorreta');
          setUnlocked((ids) => [...ids, next.folderId]);
        }
        setLocation(next);
      }}
      onCreateFolder={async ({ name, password, parentFolderId }) => {
        const folderId = `7d3f1c2a-0000-4000-8000-${String(folders.length + 100).padStart(12, '0')}`;
        if (password) memoryPasswords[folderId] = password;
        setFolders((list) => [
          ...list,
          { folderId, name, needsPassword: Boolean(password), parentFolderId, createdAt: stamp },
        ]);
      }}
      onUpload={async (file, onProgress, folderId) => {
        await (upload ? upload(file, onProgress) : Promise.resolve(onProgress(100)));
        setFiles((list) => [
          ...list,
          {
            fileId: `9a000000-0000-4000-8000-${String(list.length + 100).padStart(12, '0')}`,
            fileName: file.name,
            fileSize: file.size,
            contentType: file.type || 'application/octet-stream',
            folderId,
            createdAt: stamp,
            updatedAt: stamp,
            fileUrl: 'about:blank',
          },
        ]);
      }}
      onRename={async (item, newName) => {
        if (item.kind === 'folder')
          setFolders((list) => list.map((f) => (f.folderId === item.id ? { ...f, name: newName } : f)));
        else setFiles((list) => list.map((f) => (f.fileId === item.id ? { ...f, fileName: newName } : f)));
      }}
      onDelete={async (item) => {
        if (item.kind === 'folder') setFolders((list) => list.filter((f) => f.folderId !== item.id));
        else setFiles((list) => list.filter((f) => f.fileId !== item.id));
      }}
      onDownload={async () => {}}
      timeZone="America/Sao_Paulo"
      {...overrides}
    />
  );
}
