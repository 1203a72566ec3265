export { type AddFileTab, addFileTabs } from './AddFileDialog';
export { type FileKind, fileKindOf, fileKinds } from './fileKind';
export { ancestorLocation, childLocation, parentOf } from './location';
export { type StorageBrowserMessages, storageBrowserMessages } from './messages';
export type { NewFolderInput } from './NewFolderForm';
export { StorageBrowser, type StorageBrowserProps } from './StorageBrowser';
export { type StorageSort, type StorageSortColumn, sortStorageItems, storageSortColumns } from './sortItems';
export type {
  StorageFile,
  StorageFolderSummary,
  StorageItem,
  StorageLocation,
  StoragePathEntry,
  StorageUsage,
} from './types';
export { toStorageItems } from './types';
export type { UploadFile } from './UploadPanel';
