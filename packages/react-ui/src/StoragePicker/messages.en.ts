import type { Widen } from '../i18n/useCopy';
import type { storagePickerMessages } from './messages';

/** English of `storagePickerMessages` (carried by `PostifyI18nProvider locale="en"`). */
export const storagePickerEn: Widen<typeof storagePickerMessages> = {
  open: 'Choose from My Files',
  title: 'Choose from My Files',
  root: 'My Files',
  search: 'Search this folder',
  folders: 'Folders',
  files: 'Files of {location}',
  loading: 'Loading...',
  rootError: 'Could not load the storage details',
  folderError: 'Could not load the folder contents',
  emptyRoot: 'No folders in My Files yet. Upload files on the My Files page.',
  emptyFolder: 'No images or videos in this folder',
  noMatch: 'No file with “{query}” in this folder',
  chooseFolder: 'Open a folder to choose images and videos.',
  protectedFolder: '{name} (password protected: open it in My Files)',
  selectedNone: 'No file selected',
  selectedOne: '1 file selected',
  selectedMany: '{count} files selected',
  add: 'Add',
  addCount: 'Add ({count})',
  adding: 'Adding...',
  cancel: 'Cancel',
  addError: 'Could not add the chosen files. Please try again.',
};
