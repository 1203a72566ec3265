import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import type { AuthUser } from '../openapi/operations.js';
import type { Services } from '../services.js';
import { isSessionActive } from './refresh-tokens.js';

/**
 * Reads `Authorization: Bearer …`: null without one, 401 when it is invalid, expired, or its session was
 * revoked (logout, password change, refresh-token reuse): one indexed lookup per authenticated call.
 */
export async function authenticateBearer(
  services: Services,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const claims = await services.accessTokens.verify(match[1]);
  if (!claims) throw unauthorized();
  if (claims.sessionId && !(await isSessionActive(services.db, claims.sessionId))) throw unauthorized();
  return claims;
}
