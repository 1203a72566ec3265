export {
  ConnectedStorageBrowser,
  type ConnectedStorageBrowserProps,
} from '../StorageBrowser/ConnectedStorageBrowser';
