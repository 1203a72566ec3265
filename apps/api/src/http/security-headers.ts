import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { sandboxPage } from '../billing/pages.js';

/** What a caller's `X-Request-ID` may look like to be kept: tracing ids and UUIDs, nothing to forge a log line. */
export const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-ID` when it matches `requestIdPattern`, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && requestIdPattern.test(header) ? header : randomUUID();
}

/** The `'sha256-…'` sources of the `<style>` blocks every sandbox page shares (they have no other inline code). */
function sandboxStyleHashes(): string[] {
  const page = sandboxPage('', '').html;
  return [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}

const origin = (url: string) => new URL(url).origin;

/**
 * Security headers on every answer: helmet's set (nosniff, no framing, no referrer, opener isolation), a
 * CSP that allows nothing on JSON answers and, on the HTML sandbox pages, only their own stylesheet and
 * forms posting to this API (which may redirect to the web app); HSTS when the public API URL is https;
 * `Cache-Control: no-store` unless a handler chose otherwise — answers carry tokens, codes and signed links.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  urls: { publicApiUrl: string; publicAppUrl: string },
): Promise<void> {
  const https = urls.publicApiUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    hsts: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // The web app and partner apps live on other origins and show media served from signed URLs here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const pagePolicy = [
    "default-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `style-src ${sandboxStyleHashes().join(' ')}`,
    `form-action 'self' ${origin(urls.publicApiUrl)} ${origin(urls.publicAppUrl)}`,
    "frame-ancestors 'none'",
  ].join('; ');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('content-security-policy', pagePolicy);
    return payload;
  });
}
