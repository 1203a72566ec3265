export { type StoragePickerMessages, storagePickerMessages } from './messages';
export { StoragePicker, type StoragePickerProps } from './StoragePicker';
