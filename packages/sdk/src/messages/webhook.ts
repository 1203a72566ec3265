import type { Schemas } from '../types.js';

/**
 * The pt-BR refusals of `webhookUrlError` and the labels of the webhook events (`@postify/sdk/rules`,
 * `webhooks.ts`), catalogue codes `webhook.<key>` (`webhook.urlHttps`, `webhook.event.post.published`).
 * Apart from `stateMessages` so screens without webhooks do not carry them.
 */
export const webhookMessages = {
  urlInvalid: 'Informe uma URL válida',
  urlHttps: 'A URL deve começar com https://',
  'event.post.published': 'Post publicado',
  'event.post.failed': 'Falha na publicação',
  'event.post.scheduled': 'Post agendado',
  'event.account.disconnected': 'Conta desconectada',
} as const satisfies Record<'urlInvalid' | 'urlHttps' | `event.${Schemas['WebhookEventType']}`, string>;

/** Keys of {@link webhookMessages}. */
export type WebhookMessageKey = keyof typeof webhookMessages;
