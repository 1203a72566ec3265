import type { Schemas } from '@postify/sdk';

/** A folder as listed in the sidebar or inside another folder. */
export type StorageFolderSummary = Schemas['StorageFolderSummary'];
/** A stored file. */
export type StorageFile = Schemas['StorageFile'];
/** The usage indicator's data. */
export type StorageUsage = Schemas['StorageUsage'];

/** One breadcrumb entry: a folder on the way from the root to the current folder. */
export interface StoragePathEntry {
  folderId: string;
  name: string;
}

/** Where the browser is: `null` is the root ('Meus Arquivos'); otherwise a folder and its path from the root. */
export interface StorageLocation {
  folderId: string;
  name: string;
  /** Every folder from the root down to and including this one. */
  path: StoragePathEntry[];
}

/** One row of the table: a folder or a file. */
export type StorageItem =
  | { kind: 'folder'; id: string; name: string; createdAt: string; folder: StorageFolderSummary }
  | { kind: 'file'; id: string; name: string; createdAt: string; file: StorageFile };

/** Turns folders and files into table rows, folders first. */
export function toStorageItems(
  folders: readonly StorageFolderSummary[],
  files: readonly StorageFile[],
): StorageItem[] {
  return [
    ...folders.map((folder) => ({
      kind: 'folder' as const,
      id: folder.folderId,
      name: folder.name,
      createdAt: folder.createdAt,
      folder,
    })),
    ...files.map((file) => ({
      kind: 'file' as const,
      id: file.fileId,
      name: file.fileName,
      createdAt: file.createdAt,
      file,
    })),
  ];
}
