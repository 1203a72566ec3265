import type { FastifyRequest } from 'fastify';
import { apiKeyPrefix, findActiveKey } from '../api-keys/keys.js';
import { unauthorized } from '../http/errors.js';
import { messages } from '../messages.js';
import type { AuthUser } from '../openapi/operations.js';
import type { Services } from '../services.js';
import { hashToken } from './secrets.js';

/**
 * Reads `Authorization: Bearer …`: null without one, 401 when it is invalid, expired, or its session was
 * revoked (logout, password change, refresh-token reuse): `auth/sessions.ts` says whether it stands.
 * A `pk_…` bearer is a project API key, found by its hash; a browser token is checked for signature and
 * expiry, then its key must still be active (revoking a key ends its tokens at once).
 */
export async function authenticateBearer(
  services: Services,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  if (!token) throw unauthorized();
  if (token.startsWith(apiKeyPrefix)) {
    const grant = await findActiveKey(services.db, { hash: hashToken(token) });
    if (!grant) throw unauthorized(messages.apiKeyInvalid);
    return { userId: grant.ownerId, sessionId: null, partner: { ...grant, via: 'apiKey' } };
  }
  const claims = services.accessTokens.verify(token);
  if (claims) {
    if (claims.sessionId && !(await services.sessions.isActive(claims.sessionId, claims.userId)))
      throw unauthorized();
    return claims;
  }
  const browser = await services.browserTokens.verify(token);
  if (!browser) throw unauthorized();
  const grant = await findActiveKey(services.db, { id: browser.keyId });
  if (!grant || grant.projectId !== browser.projectId) throw unauthorized(messages.apiKeyInvalid);
  // The token keeps the scopes of its exchange, never more than the key has now.
  const scopes = browser.scopes.filter((scope) => grant.scopes.includes(scope));
  return { userId: grant.ownerId, sessionId: null, partner: { ...grant, scopes, via: 'browserToken' } };
}
