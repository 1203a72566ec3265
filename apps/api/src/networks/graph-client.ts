import type { NetworkCredentials } from '../config.js';
import { providerMessages } from '../messages.js';
import { ConnectionRefusedError } from '../scheduler/publisher.js';
import {
  linkOrRefuse,
  type NetworkProvider,
  permanentPublishError,
  transientPublishError,
} from './provider.js';

/** A Graph API error body: `{ error: { message, code, is_transient } }`. */
interface GraphErrorBody {
  error?: { message?: string; code?: number; is_transient?: boolean };
}

/** A failed Graph call: the HTTP status (0 when unreachable) and the Graph error, if any. */
export class GraphCallError extends Error {
  constructor(
    readonly status: number,
    readonly graph: GraphErrorBody['error'] | undefined,
  ) {
    super(`Graph API ${status}: ${graph?.message ?? 'no error body'}`);
    this.name = 'GraphCallError';
  }
}

/** Calls one Graph API origin: query parameters for GET/DELETE, a form body for POST. */
export type GraphCall = <T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  params: Record<string, string>,
) => Promise<T>;

/** A Graph API client for `apiUrl` (Facebook's, or a local fake in tests). */
export function graphClient(apiUrl: string): GraphCall {
  return async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, params: Record<string, string>) => {
    const url = new URL(`${apiUrl}${path}`);
    const form = new URLSearchParams(params);
    if (method !== 'POST') for (const [key, value] of form) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        ...(method === 'POST'
          ? { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new GraphCallError(0, undefined);
    }
    const body = (await response.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!response.ok || body.error) throw new GraphCallError(response.status, body.error);
    return body;
  };
}

/** Graph error codes worth retrying: temporary issues and rate limits. */
const transientCodes = new Set([1, 2, 4, 17, 32, 341, 613, 9007]);
const tokenCodes = new Set([102, 190]);

/** Turns a Graph failure into the scheduler's transient/permanent publish errors, named for `network`. */
export function graphPublishFailure(network: string, error: unknown): Error {
  if (!(error instanceof GraphCallError)) return error instanceof Error ? error : new Error(String(error));
  const code = error.graph?.code ?? 0;
  if (tokenCodes.has(code)) return new ConnectionRefusedError();
  if (error.status === 0 || error.status >= 500 || error.graph?.is_transient || transientCodes.has(code))
    return transientPublishError(providerMessages.unavailable(network));
  return permanentPublishError(
    providerMessages.refused(network, error.graph?.message ?? providerMessages.unknownError),
  );
}

/**
 * The pt-BR reason of a refused first comment: the post is already published, so nothing is retried and a
 * refused token is reported like any refusal (the next publication marks the account).
 */
export function graphCommentFailure(network: string, error: unknown): string {
  if (!(error instanceof GraphCallError))
    return providerMessages.commentRefused(network, providerMessages.unknownError);
  if (error.status === 0 || error.status >= 500 || error.graph?.is_transient)
    return providerMessages.commentUnavailable(network);
  return providerMessages.commentRefused(network, error.graph?.message ?? providerMessages.unknownError);
}

/**
 * Comments `message` on a published object through its Graph comments edge (`POST /{ig-media-id}/comments`,
 * `POST /{post-id}/comments`); a refusal throws its pt-BR reason.
 */
export async function graphComment(
  graph: GraphCall,
  network: string,
  objectId: string,
  message: string,
  token: string,
): Promise<string> {
  try {
    const { id } = await graph<{ id: string }>('POST', `/${objectId}/comments`, {
      message,
      access_token: token,
    });
    return id;
  } catch (error) {
    throw new Error(graphCommentFailure(network, error));
  }
}

/**
 * Polls a media container (Instagram, Threads) until the network has processed it: `ready` to publish, already
 * `published`, or `expired` (containers live 24 hours); a container the network could not process is a
 * permanent failure. `field` is where the network writes the status (`status_code` on Instagram, `status` on
 * Threads).
 */
export async function containerState(
  graph: GraphCall,
  input: { id: string; token: string; field: 'status_code' | 'status'; network: string },
): Promise<'ready' | 'published' | 'expired'> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const answer = await graph<Record<string, string | undefined>>('GET', `/${input.id}`, {
      fields: input.field,
      access_token: input.token,
    });
    const status = answer[input.field];
    if (status === 'FINISHED' || status === undefined) return 'ready';
    if (status === 'PUBLISHED') return 'published';
    if (status === 'EXPIRED') return 'expired';
    if (status === 'ERROR') throw permanentPublishError(providerMessages.mediaFailed(input.network));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw transientPublishError(providerMessages.mediaProcessing(input.network));
}

/** Exchanges a Facebook Login token for a long-lived one (about 60 days). */
export async function longLivedToken(
  graph: GraphCall,
  clientId: string,
  clientSecret: string,
  token: string,
) {
  const answer = await graph<{ access_token: string; expires_in?: number }>('GET', '/oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: clientId,
    client_secret: clientSecret,
    fb_exchange_token: token,
  });
  return {
    accessToken: answer.access_token,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  };
}

/** Exchanges the authorization code of Facebook Login for a user token. */
export async function exchangeLoginCode(
  graph: GraphCall,
  input: { clientId: string; clientSecret: string; redirectUri: string; code: string },
): Promise<string> {
  const answer = await graph<{ access_token: string }>('GET', '/oauth/access_token', {
    client_id: input.clientId,
    client_secret: input.clientSecret,
    redirect_uri: input.redirectUri,
    code: input.code,
  });
  return answer.access_token;
}

/** The Facebook Login page URL for `scopes`. */
export function loginUrl(
  authUrl: string,
  input: { clientId: string; redirectUri: string; state: string; scopes: readonly string[] },
) {
  const url = new URL(authUrl);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', input.scopes.join(','));
  return url.toString();
}

/**
 * The linking steps of the networks behind Facebook Login (Facebook Pages, Instagram): the login page, and the
 * authorization code exchanged for a long-lived user token, which `link` turns into the account's tokens and
 * profile. A Graph call refused on the way reads as the network refusing the authorization.
 */
export function facebookLogin(
  credentials: NetworkCredentials,
  graph: GraphCall,
  network: 'Facebook' | 'Instagram',
  scopes: readonly string[],
  link: (user: Awaited<ReturnType<typeof longLivedToken>>) => ReturnType<NetworkProvider['exchangeCode']>,
): Pick<NetworkProvider, 'mode' | 'usesPkce' | 'scopes' | 'authorizeUrl' | 'exchangeCode'> {
  const { clientId, clientSecret } = credentials;
  return {
    mode: 'live',
    usesPkce: false,
    scopes,

    authorizeUrl({ state, redirectUri }) {
      return loginUrl(credentials.authUrl, { clientId, redirectUri, state, scopes });
    },

    exchangeCode: ({ code, redirectUri }) =>
      linkOrRefuse(network, GraphCallError, async () => {
        const short = await exchangeLoginCode(graph, { clientId, clientSecret, redirectUri, code });
        return link(await longLivedToken(graph, clientId, clientSecret, short));
      }),
  };
}
