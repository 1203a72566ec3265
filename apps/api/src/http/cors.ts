import type { FastifyInstance } from 'fastify';

const allowedHeaders =
  'authorization, content-type, x-project-id, x-folder-password, x-request-id, x-refresh-token-transport';
const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** CORS for the host app's origin only, with credentials; preflights answer 204 before routing. */
export function installCors(app: FastifyInstance, allowedOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== allowedOrigin) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', 'retry-after, x-request-id');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', allowedMethods);
      reply.header('access-control-allow-headers', allowedHeaders);
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
}
