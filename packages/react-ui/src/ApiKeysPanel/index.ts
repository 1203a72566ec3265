export { ApiKeysPanel, type ApiKeysPanelProps } from './ApiKeysPanel';
export { type ApiKeysMessages, apiKeysMessages } from './messages';
