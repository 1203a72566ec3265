import { providerMessages } from '../messages.js';
import { ConnectionRefusedError } from '../scheduler/publisher.js';
import { permanentPublishError, transientPublishError } from './provider.js';

/** A refused or unreachable call to a network's REST API: the status (0 when unreachable) and its body. */
export class HttpCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`network answered ${status}`);
    this.name = 'HttpCallError';
  }
}

/** One request to a network: a JSON, form or bytes body, a bearer token, extra headers. */
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  bytes?: Uint8Array<ArrayBuffer>;
  /** Statuses answered as they are instead of thrown, besides 2xx (YouTube's 308 Resume Incomplete). */
  accept?: readonly number[];
}

/**
 * Sends `request` to `url`: an unreachable network throws `HttpCallError(0)`, a status outside 2xx and
 * `accept` throws `HttpCallError(status, body)` with the JSON body when there is one.
 */
export async function httpCall(url: string | URL, request: HttpRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = JSON.stringify(request.json);
  } else if (request.bytes) {
    body = request.bytes;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      // An accepted 3xx (YouTube's 308 Resume Incomplete) is an answer, not a redirect to follow.
      ...(request.accept ? { redirect: 'manual' as const } : {}),
      // Uploads of large parts need more than an API call.
      signal: AbortSignal.timeout(request.bytes ? 300_000 : 30_000),
    });
  } catch {
    throw new HttpCallError(0, null);
  }
  if (response.ok || request.accept?.includes(response.status)) return response;
  const text = await response.text().catch(() => '');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page): the text stays the body.
  }
  throw new HttpCallError(response.status, parsed);
}

/** `httpCall` answering the JSON body. */
export async function jsonCall<T>(url: string | URL, request: HttpRequest = {}): Promise<T> {
  const response = await httpCall(url, request);
  return (await response.json().catch(() => ({}))) as T;
}

/**
 * Turns a failed call into the scheduler's publish errors, named for `network`: 401 means the account must be
 * linked again; unreachable, 429, 5xx and what `transient` recognises are retried; the rest is the network
 * refusing the content, with the network's own `reason` when it gives one.
 */
export function httpPublishFailure(
  network: string,
  error: unknown,
  read: { reason: (body: unknown) => string | undefined; transient?: (error: HttpCallError) => boolean },
): Error {
  if (!(error instanceof HttpCallError)) return error instanceof Error ? error : new Error(String(error));
  if (error.status === 401) return new ConnectionRefusedError();
  if (error.status === 429) return transientPublishError(providerMessages.rateLimited(network));
  if (error.status === 0 || error.status >= 500 || read.transient?.(error))
    return transientPublishError(providerMessages.unavailable(network));
  return permanentPublishError(
    providerMessages.refused(network, read.reason(error.body) ?? providerMessages.unknownError),
  );
}
