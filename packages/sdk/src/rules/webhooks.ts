import { webhookMessages } from '../messages.js';
import type { Schemas } from '../types.js';

/** An event a project's webhook endpoint may receive. */
export type WebhookEventType = Schemas['WebhookEventType'];

function eventsWithLabels(types: readonly WebhookEventType[]) {
  return types.map((type) => ({ type, label: webhookMessages[`event.${type}`] }));
}

/**
 * Every webhook event, in the order the console lists them, with its pt-BR label (catalogue code
 * `webhook.event.<type>`). Built by a pure call: a bundler would keep a top-level array that reads another
 * object's properties, even when nothing imports it.
 */
export const webhookEvents: readonly { type: WebhookEventType; label: string }[] =
  /* @__PURE__ */ eventsWithLabels([
    'post.published',
    'post.failed',
    'post.scheduled',
    'account.disconnected',
  ]);

// A plain array, not a Set: a top-level `new Set` counts as a side effect and would keep this module in every bundle.
const localHosts: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Why `url` cannot receive webhooks, as a key of `webhookMessages` (catalogue code `webhook.<key>`), or null
 * when it can: an absolute `https://` URL; plain `http://` only to this machine (`localhost`, `127.0.0.1`,
 * `[::1]`) and only when `allowLocalHttp` (the API outside production, so a partner can try webhooks on
 * their own machine).
 */
export function webhookUrlErrorKey(url: string, allowLocalHttp: boolean): 'urlInvalid' | 'urlHttps' | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return 'urlInvalid';
  }
  if (parsed.protocol === 'https:') return parsed.hostname ? null : 'urlInvalid';
  if (parsed.protocol === 'http:' && allowLocalHttp && localHosts.includes(parsed.hostname)) return null;
  return parsed.protocol === 'http:' ? 'urlHttps' : 'urlInvalid';
}

/** Why `url` cannot receive webhooks, in pt-BR ({@link webhookUrlErrorKey}), or null when it can. */
export function webhookUrlError(url: string, allowLocalHttp: boolean): string | null {
  const key = webhookUrlErrorKey(url, allowLocalHttp);
  return key ? webhookMessages[key] : null;
}
