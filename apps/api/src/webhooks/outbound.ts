import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type DeliveryFailureReason, deliveryFailureReasons } from './messages.js';
import type { WebhookTarget } from './targets.js';

/** How one POST went: the answer's status, or a generic reason why none came. */
export type PostResult = { status: number } | { reason: DeliveryFailureReason };

/**
 * A `lookup` that answers only the address already vetted, so the connection cannot go anywhere a second
 * resolution (DNS rebinding) would send it.
 */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

// OpenSSL and Node name TLS failures in several families; anything else is the connection's.
const tlsCode = /^(ERR_SSL_|ERR_TLS_|EPROTO$|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|HOSTNAME_MISMATCH$)/;

/** The generic reason for a failed request: timeout, TLS or connection, never the error's own code. */
export function failureReason(error: unknown, signal: AbortSignal): DeliveryFailureReason {
  if (signal.aborted) return deliveryFailureReasons.timeout;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && tlsCode.test(code)
    ? deliveryFailureReasons.tls
    : deliveryFailureReasons.connection;
}

/**
 * POSTs `body` to an allowed target over a connection pinned to its vetted address, with TLS checked against
 * the URL's host name. Redirects are answers like any other (never followed) and the answer's body is dropped
 * unread. Ends when `signal` aborts.
 */
export function postToTarget(
  target: Extract<WebhookTarget, { kind: 'allowed' }>,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<PostResult> {
  const { url } = target;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      {
        protocol: url.protocol,
        host: target.host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target.address, target.family),
        // A fresh connection per attempt: a pooled socket could outlive the address it was vetted for.
        agent: false,
        signal,
      },
      (response) => {
        response.destroy();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    request.on('error', (error) => resolve({ reason: failureReason(error, signal) }));
    request.end(body);
  });
}
