export {
  ConnectedApiKeysPanel,
  type ConnectedApiKeysPanelProps,
} from '../ApiKeysPanel/ConnectedApiKeysPanel';
