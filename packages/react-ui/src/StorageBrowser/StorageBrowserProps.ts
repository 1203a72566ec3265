import type { StorageBrowserMessages } from './messages';
import type { NewFolderInput } from './NewFolderForm';
import type { StorageSort } from './sortItems';
import type { StorageFile, StorageFolderSummary, StorageItem, StorageLocation, StorageUsage } from './types';

/** The props of `StorageBrowser`: where it is, what it shows, and the callbacks that change the storage. */
export interface StorageBrowserProps {
  /** Where the browser is; `null` is the root. `ConnectedStorageBrowser` keeps it in the URL query. */
  location: StorageLocation | null;
  /**
   * Moves to another location. `password` is given after the user typed a protected folder's password:
   * reject (with a pt-BR message) when it is wrong, and the prompt stays open.
   */
  onNavigate: (location: StorageLocation | null, password?: string) => void | Promise<void>;
  /** The root folders, listed in the sidebar (and in the table at the root). */
  rootFolders: readonly StorageFolderSummary[];
  /** The subfolders of the current folder; ignored at the root. */
  folders?: readonly StorageFolderSummary[];
  /** The files of the current folder. */
  files?: readonly StorageFile[];
  /**
   * A folder that answered 'password required' (e.g. opened from a shared link, or a wrong password):
   * the prompt opens for it, with `message` when a password was refused. Cancelling goes to its parent.
   */
  passwordRequest?: { location: StorageLocation; message?: string } | null;
  /** Protected folders whose password is already known, so they open without a prompt. */
  unlockedFolderIds?: readonly string[];
  usage?: StorageUsage | null;
  isUsageLoading?: boolean;
  /** Shows 'Erro ao carregar uso'. */
  hasUsageError?: boolean;
  isLoading?: boolean;
  /** Shows 'Erro ao carregar dados do storage' at the root, 'Erro ao carregar conteúdo da pasta' in a folder. */
  hasError?: boolean;
  /** Creates a folder inside `parentFolderId` (null at the root). */
  onCreateFolder: (input: NewFolderInput & { parentFolderId: string | null }) => Promise<void>;
  /** Uploads one file into `folderId`, reporting progress; resolves only on HTTP 200. */
  onUpload: (file: File, onProgress: (percent: number) => void, folderId: string) => Promise<void>;
  onRename: (item: StorageItem, newName: string) => Promise<void>;
  onDelete: (item: StorageItem) => Promise<void>;
  /** Opens the file's download (the connected form asks for a signed URL and opens it in a new tab). */
  onDownload: (file: StorageFile) => Promise<void>;
  /** Image and video thumbnails in the Nome column (default true). */
  showThumbnails?: boolean;
  /** IANA zone for 'Criado em'; the browser's zone when absent. */
  timeZone?: string;
  defaultSort?: StorageSort;
  messages?: Partial<StorageBrowserMessages>;
}
