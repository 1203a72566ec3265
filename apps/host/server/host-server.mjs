// The production server of the console, the way we recommend deployers serve dist/: strict
// Content-Security-Policy, year-long caching for hashed assets and none for the HTML, the brotli/gzip copies
// the build wrote (scripts/compress.mjs), the prerendered public pages, the SPA shell for every other route,
// and /api (with the network icons under /static/networks/) proxied to the API server with the client's address.
import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, resolve, sep } from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The policy the console needs: its own scripts only, no plugins, no framing by other sites; images and
 * videos also from `mediaOrigins`, where the deployment's signed media links point (a bucket, a CDN), and
 * reads from there too: 'Escolher de Meus Arquivos' fetches a stored file through its link to attach it.
 */
export function contentSecurityPolicyFor(mediaOrigins = []) {
  const media = ["'self'", 'data:', 'blob:', ...mediaOrigins].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...mediaOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a deployment whose media is served from the console's own origin. */
export const contentSecurityPolicy = contentSecurityPolicyFor();

/** Headers every answer of the console carries (the proxied API answers carry the API's own). */
export function securityHeadersFor(mediaOrigins = []) {
  return {
    'content-security-policy': contentSecurityPolicyFor(mediaOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** `scheme://host[:port]` and nothing else: no path, credentials, wildcard or character a CSP would read. */
const originShape = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)(:\d{1,5})?$/;

/** `value` as an origin, or an error naming `variable` (the operator reads what to fix). */
function originOf(value, variable) {
  let url = null;
  try {
    url = new URL(value);
  } catch {}
  const origin = url?.origin.toLowerCase() ?? '';
  const bare = url && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!bare || !originShape.test(origin) || !value.toLowerCase().startsWith(origin)) {
    throw new Error(
      `Postify console refuses to start: ${variable} must hold origins such as https://cdn.example.com ` +
        `(scheme, host and port only), not ${JSON.stringify(value)}`,
    );
  }
  return origin;
}

/** DNS-safe bucket names, the only ones an S3 client addresses as `bucket.endpoint`. */
const virtualHostableBucket = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origins the deployment's media links point at, from `env`: `MEDIA_ORIGINS` (comma-separated), else the
 * bucket's origin from `S3_ENDPOINT` and `S3_BUCKET` the way the API's S3 driver addresses it (`endpoint`
 * with `S3_FORCE_PATH_STYLE=true` or a bucket name that is not DNS-safe, `bucket.endpoint` otherwise), else
 * none. Throws, naming the variable, on a value that is not an origin.
 */
export function mediaOriginsFrom(env) {
  const configured = env.MEDIA_ORIGINS?.trim();
  if (configured) {
    return [
      ...new Set(
        configured
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean)
          .map((value) => originOf(value, 'MEDIA_ORIGINS')),
      ),
    ];
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  if (!endpoint || !bucket) return [];
  const origin = originOf(endpoint.replace(/\/+$/, ''), 'S3_ENDPOINT');
  if (env.S3_FORCE_PATH_STYLE === 'true' || !virtualHostableBucket.test(bucket)) return [origin];
  const { protocol, host } = new URL(origin);
  return [`${protocol}//${bucket}.${host}`];
}

/**
 * The built Storybook's policy: its manager and preview run inline bootstrap scripts and styles, and the
 * manager frames the preview from this origin. It holds only the components' stories (fixtures, no user
 * data), and nothing of the console runs under it.
 */
export const storybookContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const storybookHeaders = {
  ...securityHeadersFor(),
  'content-security-policy': storybookContentSecurityPolicy,
};

const immutable = 'public, max-age=31536000, immutable';

/** `value` appended to a comma-separated forwarding header, as each proxy on the way does. */
function appendForwarded(existing, value) {
  const previous = Array.isArray(existing) ? existing.join(', ') : existing;
  return previous ? `${previous}, ${value}` : value;
}

/** The old server's answer when the API cannot be reached, kept for the console's error handling. */
function badGateway(reply) {
  reply.code(502).type('application/json').send({
    status: 'error',
    timestamp: new Date().toISOString(),
    code: 'BAD_GATEWAY',
    message: 'API indisponível',
    details: null,
  });
}

/**
 * Builds the console's server (not listening yet): `distDir` is the build to serve, `apiUrl` the API's
 * origin that `/api` is proxied to, `storybookDir` a built Storybook to serve under `/storybook/` (none when
 * absent), `mediaOrigins` where media links point besides this origin (`mediaOriginsFrom`), `logger`
 * Fastify's logger option.
 */
export async function createHostServer({
  distDir,
  apiUrl,
  storybookDir = null,
  mediaOrigins = [],
  logger = false,
}) {
  const securityHeaders = securityHeadersFor(mediaOrigins);
  const root = resolve(distDir);
  const assets = join(root, 'assets') + sep;
  const api = new URL(apiUrl);
  const app = Fastify({
    logger,
    // A path that is not valid percent-encoding (`/%E0%A4%A`) is refused before routing: the same short
    // text as every other refusal, with the console's headers.
    frameworkErrors: (_error, _request, reply) => {
      reply.code(400).headers(securityHeaders).type('text/plain; charset=utf-8').send(STATUS_CODES[400]);
    },
  });

  // Security headers go on every answer of the console, errors included; the proxied routes are marked so
  // the API's own headers reach the browser unchanged.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.proxied) return;
    reply.headers(storybookDir && request.url.startsWith('/storybook/') ? storybookHeaders : securityHeaders);
  });

  // `/api`, and the network icons the API serves at `/static/networks/` (the `displayIcon` of its platforms,
  // addressed on PUBLIC_API_URL, which is this server's origin in the reference deployment).
  for (const prefix of ['/api', '/static/networks']) {
    await app.register(fastifyHttpProxy, {
      upstream: api.origin,
      prefix,
      rewritePrefix: prefix,
      config: { proxied: true },
      replyOptions: {
        // The API limits and logs per client: it learns the address and scheme from these headers (it
        // trusts them from this server only with TRUST_PROXY set).
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': appendForwarded(headers['x-forwarded-for'], request.socket.remoteAddress),
          'x-forwarded-proto': appendForwarded(headers['x-forwarded-proto'], request.protocol),
        }),
        onError: (reply) => badGateway(reply),
      },
    });
  }

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // Hashed file names change with their content; everything else (the HTML above all) must be asked for
    // again so a deployment reaches every browser at once.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? immutable : 'no-cache');
    },
  });

  // Designers open the components' stories without a checkout: the static Storybook build, revalidated on
  // every visit (its file names are not all hashed).
  if (storybookDir) {
    await app.register(fastifyStatic, {
      root: resolve(storybookDir),
      prefix: '/storybook/',
      decorateReply: false,
      preCompressed: false,
      cacheControl: false,
      dotfiles: 'ignore',
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
    app.get('/storybook', (_request, reply) => reply.redirect('/storybook/', 301));
  }

  // A path without a file of its own is a client-side route: it gets the empty shell (spa.html; index.html
  // in a build that was not prerendered, where index.html is still the shell). A missing hashed asset is a
  // plain 404, so a stale page fails to load a chunk instead of reading HTML as a script.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(STATUS_CODES[404]);
    }
    return reply.sendFile(existsSync(join(root, 'spa.html')) ? 'spa.html' : 'index.html');
  });

  // Refused paths (traversal, NUL, non-canonical forms) and failures answer a short text, never a stack.
  app.setErrorHandler((error, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(STATUS_CODES[status] ?? 'Error');
  });

  return app;
}
