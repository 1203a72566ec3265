import { createHash } from 'node:crypto';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from './document.js';

/** Where the contract and its reference page are served. */
export const documentPath = '/api/v1/openapi.json';
export const referencePath = '/api/v1/docs';

/** The page's inline start-up script, hashed once for the CSP (its content never changes while running). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The contract as JSON (`GET /api/v1/openapi.json`) and its reference page (`GET /api/v1/docs`, Scalar):
 * the page's script is served by this API from the installed package (no CDN; the machines may be offline
 * and a third-party script would see the page's tokens). Its CSP allows only this origin's scripts plus the
 * page's own inline start-up script by hash, the inline styles Scalar injects, and requests to this API
 * (the try-it client); the default fonts (a CDN) are off.
 */
export async function installApiReference(app: FastifyInstance, document: OpenApiDocument): Promise<void> {
  const json = JSON.stringify(document);
  app.get(documentPath, async (_request, reply) => {
    // The contract changes only with a deploy: a short cache spares the page's repeat loads.
    reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
    return json;
  });
  await app.register(apiReference, {
    routePrefix: referencePath,
    logLevel: 'warn',
    configuration: {
      url: documentPath,
      withDefaultFonts: false,
      pageTitle: 'Postify API — referência',
      // Every operation listed at once (a partner searches the page for a call), and none of Scalar's hosted
      // services (AI agent, SDK generation, sharing), which this offline, self-hosted page cannot reach.
      defaultOpenAllTags: true,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      telemetry: false,
    } as Record<string, unknown>,
  });
  let policy: string | null = null;
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(`${referencePath}/`)) return payload;
    if (request.url.startsWith(`${referencePath}/js/`)) {
      reply.header('cache-control', 'public, max-age=3600');
      return payload;
    }
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
      return payload;
    policy ??= [
      "default-src 'none'",
      `script-src 'self' ${inlineScriptHashes(payload).join(' ')}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ].join('; ');
    reply.header('content-security-policy', policy);
    return payload;
  });
}
