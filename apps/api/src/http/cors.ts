import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AllowedOriginsCache } from '../api-keys/origins.js';

const allowedHeaders =
  'authorization, content-type, x-project-id, x-folder-password, x-request-id, x-refresh-token-transport';
const methods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Browsers keep an allowed preflight this long (Chromium caps it at 2 hours, Firefox at 24). */
export const preflightMaxAgeSeconds = 600;

const shared = {
  methods,
  allowedHeaders,
  exposedHeaders: 'retry-after, x-request-id',
  maxAge: preflightMaxAgeSeconds,
} satisfies FastifyCorsOptions;
/** The console: credentials too (its refresh cookie, when it runs on the API's site). */
const consoleOptions: FastifyCorsOptions = { ...shared, origin: true, credentials: true };
/** A partner's page: its browser token travels in `Authorization`, never with cookies. */
const partnerOptions: FastifyCorsOptions = { ...shared, origin: true, credentials: false };
const refused: FastifyCorsOptions = { origin: false };

/**
 * CORS through `@fastify/cors`, decided per request: the console's origin (with credentials) and every
 * origin some project allows (exact match, cached per origin for 30 s, without credentials). Any other
 * origin gets no CORS headers, so its browser keeps the answer from the page; its preflight answers 404.
 * Which project's tokens an allowed origin may use is checked after authentication (`openapi/router.ts`).
 */
export async function installCors(
  app: FastifyInstance,
  consoleOrigin: string,
  allowedOrigins: AllowedOriginsCache,
): Promise<void> {
  await app.register(cors, {
    hook: 'onRequest',
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (!origin) return refused;
      if (origin === consoleOrigin) return consoleOptions;
      return (await allowedOrigins.projectsAllowing(origin)).size > 0 ? partnerOptions : refused;
    },
  });
}
