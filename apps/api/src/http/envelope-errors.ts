import type { FastifyError, FastifyInstance } from 'fastify';
import { messages } from '../messages.js';
import { ApiError, errorEnvelope } from './errors.js';
import { escapeHtml } from './html.js';

/** The error of an HTML (sandbox) page, as a page. */
function htmlErrorPage(error: ApiError): string {
  const details = (error.details ?? [])
    .map((d) => `<li>${escapeHtml(d.field)}: ${escapeHtml(d.message)}</li>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(error.message)}</title></head><body><p role="note">Ambiente de testes (sandbox)</p><h1>${escapeHtml(error.message)}</h1>${details ? `<ul>${details}</ul>` : ''}</body></html>`;
}

/** Maps Fastify's own errors (parsing, limits) to the envelope's codes. */
function fromFastify(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'BAD_REQUEST', messages.emptyBody);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'BAD_REQUEST', messages.malformedJson);
    default:
      break;
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new ApiError(400, 'BAD_REQUEST', messages.malformedJson);
  }
  if (error.statusCode === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', messages.payloadTooLarge);
  if (error.statusCode === 415)
    return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
  return null;
}

/** Every error and unknown route answers the spec's error envelope; no stack trace leaves the server. */
export function installErrorEnvelopes(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(errorEnvelope('NOT_FOUND', messages.routeNotFound));
  });
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    const error = rawError instanceof ApiError ? rawError : fromFastify(rawError);
    const final = error ?? new ApiError(500, 'INTERNAL_ERROR', messages.internalError);
    if (final.statusCode >= 500) request.log.error({ err: rawError }, 'request failed');
    reply.code(final.statusCode).headers(final.headers);
    if ((request.routeOptions.config as { html?: boolean } | undefined)?.html) {
      reply.type('text/html; charset=utf-8').send(htmlErrorPage(final));
      return;
    }
    reply.send(errorEnvelope(final.code, final.message, final.details));
  });
}
