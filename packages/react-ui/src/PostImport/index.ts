export { type PostImportMessages, postImportMessages } from './messages';
export { POST_IMPORT_TABLE_ROWS, PostImport, type PostImportProps } from './PostImport';
