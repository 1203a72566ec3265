export {
  ConnectedStoragePicker,
  type ConnectedStoragePickerProps,
  storageMediaLibrary,
} from '../StoragePicker/ConnectedStoragePicker';
