import type { Services } from '../services.js';
import type { Publisher } from './publisher.js';

/**
 * The publisher the worker uses by default: the sandbox network, which publishes nowhere, logs what would
 * have been sent and answers a network post id derived from the idempotency key, so a repeated attempt
 * of one occurrence yields the same post. The networks part's provider registry replaces it.
 */
export function networkPublisher(services: Services): Publisher {
  return async (request) => {
    services.log.info(
      {
        idempotencyKey: request.idempotencyKey,
        accountId: request.accountId,
        network: request.platformName,
        media: request.media.length,
      },
      'sandbox network: published',
    );
    return { networkPostId: `sandbox-${request.idempotencyKey}` };
  };
}
