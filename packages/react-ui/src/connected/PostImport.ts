export { ConnectedPostImport, type ConnectedPostImportProps } from '../PostImport/ConnectedPostImport';
