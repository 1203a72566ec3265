export { DropZone, type DropZoneProps, FilePicker, type FilePickerProps } from './DropZone';
