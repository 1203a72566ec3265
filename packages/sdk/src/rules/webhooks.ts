import type { Schemas } from '../types.js';

/** The pt-BR refusals of `webhookUrlError`, apart from `stateMessages` so screens without webhooks do not carry them. */
export const webhookMessages = {
  urlInvalid: 'Informe uma URL válida',
  urlHttps: 'A URL deve começar com https://',
} as const;

/** An event a project's webhook endpoint may receive. */
export type WebhookEventType = Schemas['WebhookEventType'];

/**
 * Every webhook event, in the order the console lists them, with its pt-BR label (literals: a bundler keeps a
 * top-level array that reads another object's properties, even when nothing imports it).
 */
export const webhookEvents: readonly { type: WebhookEventType; label: string }[] = [
  { type: 'post.published', label: 'Post publicado' },
  { type: 'post.failed', label: 'Falha na publicação' },
  { type: 'post.scheduled', label: 'Post agendado' },
  { type: 'account.disconnected', label: 'Conta desconectada' },
];

// A plain array, not a Set: a top-level `new Set` counts as a side effect and would keep this module in every bundle.
const localHosts: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

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
    return webhookMessages.urlInvalid;
  }
  if (parsed.protocol === 'https:') return parsed.hostname ? null : webhookMessages.urlInvalid;
  if (parsed.protocol === 'http:' && allowLocalHttp && localHosts.includes(parsed.hostname)) return null;
  return parsed.protocol === 'http:' ? webhookMessages.urlHttps : webhookMessages.urlInvalid;
}
