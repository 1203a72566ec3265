import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.js';
import type { AuthUser } from '../openapi/operations.js';
import type { Services } from '../services.js';

/** Reads `Authorization: Bearer …`: null without one, 401 when it is invalid or expired. */
export async function authenticateBearer(
  services: Services,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const userId = await services.accessTokens.verify(match[1]);
  if (!userId) throw unauthorized();
  return { userId };
}
