import { stateMessages } from '../messages.js';
import type { Schemas } from '../types.js';

/** An event a project's webhook endpoint may receive. */
export type WebhookEventType = Schemas['WebhookEventType'];

/** Every webhook event, in the order the console lists them, with its pt-BR label. */
export const webhookEvents: readonly { type: WebhookEventType; label: string }[] = [
  { type: 'post.published', label: stateMessages.webhookEventPostPublished },
  { type: 'post.failed', label: stateMessages.webhookEventPostFailed },
  { type: 'post.scheduled', label: stateMessages.webhookEventPostScheduled },
  { type: 'account.disconnected', label: stateMessages.webhookEventAccountDisconnected },
];

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `url` cannot receive webhooks, in pt-BR, or null when it can: an absolute `https://` URL; plain
 * `http://` only to this machine (`localhost`, `127.0.0.1`, `[::1]`) and only when `allowLocalHttp` (the API
 * outside production, so a partner can try webhooks on their own machine).
 */
export function webhookUrlError(url: string, allowLocalHttp: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return stateMessages.webhookUrlInvalid;
  }
  if (parsed.protocol === 'https:') return parsed.hostname ? null : stateMessages.webhookUrlInvalid;
  if (parsed.protocol === 'http:' && allowLocalHttp && localHosts.has(parsed.hostname)) return null;
  return parsed.protocol === 'http:' ? stateMessages.webhookUrlHttps : stateMessages.webhookUrlInvalid;
}
