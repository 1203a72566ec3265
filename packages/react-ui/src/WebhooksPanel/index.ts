export { type WebhooksMessages, webhooksMessages } from './messages';
export { type WebhookEndpointInput, WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';
