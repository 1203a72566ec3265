import { webhookMessages } from '../../messages/webhook.js';
import { defineMessages } from '../bundle.js';

/** Webhook URL refusals and event labels (`webhook.urlHttps`, `webhook.event.post.published`…), pt-BR only. */
export const webhookTexts = /* @__PURE__ */ defineMessages('webhook', { 'pt-BR': webhookMessages });
