import { providerMessages } from '../messages.js';
import { type PublishMedia, permanentPublishError, transientPublishError } from './provider.js';

/**
 * The bytes of a media item, for networks that take uploads rather than links (X, Bluesky): given, or
 * downloaded from its URL (the scheduler hands URLs). A download that fails is retried later.
 */
export async function mediaBytes(item: PublishMedia, network: string): Promise<Uint8Array<ArrayBuffer>> {
  if (item.bytes) return new Uint8Array(item.bytes);
  if (!item.url) throw permanentPublishError(providerMessages.publicLinkPerMedia(network));
  try {
    const response = await fetch(item.url, { signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`media download answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    throw transientPublishError(providerMessages.mediaUnreadable(network));
  }
}
