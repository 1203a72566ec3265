// The SDK's pt-BR tables, one module per catalogue namespace: a page that shows one rule's label (the
// landing's pricing periods) downloads that namespace's table, not every text of the product.

export { type ApiKeyMessageKey, apiKeyMessages } from './messages/api-key.js';
export { type ApprovalMessageKey, approvalMessages } from './messages/approval.js';
export { errorMessages } from './messages/error.js';
export { importMessages } from './messages/import.js';
export { networkMessages } from './messages/network.js';
export { stateMessages } from './messages/state.js';
export { tiktokMessages } from './messages/tiktok.js';
export { type SdkMessageKey, sdkMessages, validationCodes, validationText } from './messages/validation.js';
export { type WebhookMessageKey, webhookMessages } from './messages/webhook.js';
