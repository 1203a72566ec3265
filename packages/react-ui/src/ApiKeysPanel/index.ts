export { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';
export { ConnectedApiKeysPanel, type ConnectedApiKeysPanelProps } from './ConnectedApiKeysPanel';
export { type ApiKeysMessages, apiKeysMessages } from './messages';
