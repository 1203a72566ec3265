import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Operations whose request body is the file itself (`*\/*` in the contract), read as a stream. */
const rawBodyOperations = new Set(['putBlob', 'putBlobPart']);
const rawType = 'application/x-postify-raw-body';
const declaredTypes = new WeakMap<IncomingMessage, string>();

/**
 * Lets the blob uploads receive any media type without Fastify parsing (or size-limiting) it: their
 * `Content-Type` is set aside for the handler and the body is left unread for it to stream to disk.
 */
export function installRawBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    if (!operationId || !rawBodyOperations.has(operationId)) return;
    declaredTypes.set(request.raw, String(request.headers['content-type'] ?? ''));
    request.raw.headers['content-type'] = rawType;
  });
  app.addContentTypeParser(rawType, (_request, _payload, done) => {
    done(null, undefined);
  });
}

/** The `Content-Type` a blob upload was sent with. */
export function sentContentType(request: FastifyRequest): string {
  return declaredTypes.get(request.raw) ?? String(request.headers['content-type'] ?? '');
}
