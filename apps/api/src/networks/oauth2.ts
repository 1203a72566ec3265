import { providerMessages } from '../messages.js';
import { type ExchangeRequest, NetworkAuthError, type NetworkTokens, refreshOrRelink } from './provider.js';

/** A token endpoint's answer (RFC 6749 §5.1): the fields an account keeps. */
export interface TokenAnswer {
  access_token: string;
  refresh_token?: string | null;
  expires_in?: number;
}

/** The tokens an account keeps from a token endpoint's answer; `expires_in` counts from now. */
export function networkTokens(answer: TokenAnswer): NetworkTokens {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  };
}

/**
 * The authorization page's address (RFC 6749 §4.1.1): the code flow, the network's own parameters
 * (client, scopes, state, where to return), and PKCE's S256 challenge when the link has one (RFC 7636).
 */
export function authorizationUrl(
  endpoint: string,
  params: Record<string, string>,
  codeChallenge: string | null,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (codeChallenge) {
    url.searchParams.set('code_challenge', codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** The authorization code grant's form (RFC 6749 §4.1.3), with PKCE's verifier when the link used one. */
export function codeGrant({ code, redirectUri, codeVerifier }: ExchangeRequest): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
  };
}

/**
 * Refreshes an account's tokens through the network's token call (RFC 6749 §6). A network that did not
 * rotate the refresh token answers none, and the stored one stays; no refresh token, or any failure,
 * means the user links the account again.
 */
export async function refreshTokens(
  tokens: NetworkTokens,
  tokenCall: (form: Record<string, string>) => Promise<NetworkTokens>,
): Promise<NetworkTokens> {
  const refreshToken = tokens.refreshToken;
  if (!refreshToken) throw new NetworkAuthError(providerMessages.relinkNeeded);
  return refreshOrRelink(async () => {
    const fresh = await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return { ...fresh, refreshToken: fresh.refreshToken ?? refreshToken };
  });
}
