// Serves the built console (dist/) the way we recommend deployers do: strict Content-Security-Policy,
// long caching for hashed assets, the SPA fallback, and /api proxied to the API server.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

// DIST_DIR serves another build (the end-to-end runs build into their own folder).
const root = process.env.DIST_DIR
  ? `${resolve(process.env.DIST_DIR)}/`
  : fileURLToPath(new URL('./dist/', import.meta.url));
const port = Number(process.env.PORT ?? process.env.HOST_PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');

/** The policy the console needs: its own scripts only, no plugins, no framing by other sites. */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

function proxy(req, res) {
  const upstream = httpRequest(
    {
      host: api.hostname,
      port: api.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: api.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        status: 'error',
        timestamp: new Date().toISOString(),
        code: 'BAD_GATEWAY',
        message: 'API indisponível',
        details: null,
      }),
    );
  });
  req.pipe(upstream);
}

/** Text worth compressing: the scripts are about three times smaller gzipped, which a phone on 4G feels. */
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

/** The encoder the browser accepts, best first: brotli, then gzip; none for other files. */
function encoderFor(req, ext) {
  if (!compressible.has(ext)) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted))
    // Quality 5: close to brotli's best size at a fraction of its time, as it runs on every request.
    return {
      name: 'br',
      stream: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  if (/\bgzip\b/.test(accepted)) return { name: 'gzip', stream: () => createGzip() };
  return null;
}

function serveFile(req, res, file, status = 200) {
  const ext = extname(file);
  const immutable = file.includes(`${join(root, 'assets')}`);
  const encoder = encoderFor(req, ext);
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': types[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(compressible.has(ext) && { Vary: 'Accept-Encoding' }),
    ...(encoder && { 'Content-Encoding': encoder.name }),
  });
  // A file removed between the check and the read (a rebuild of dist/) must not take the server down.
  const body = createReadStream(file).on('error', () => res.end());
  if (encoder) body.pipe(encoder.stream()).pipe(res);
  else body.pipe(res);
}

export const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) return proxy(req, res);
  const candidate = normalize(join(root, decodeURIComponent(url.pathname)));
  if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile())
    return serveFile(req, res, candidate);
  // Prerendered public pages live at <route>/index.html (scripts/prerender.mjs); every other route gets
  // the empty shell, spa.html (index.html in a build that was not prerendered).
  const prerendered = join(candidate, 'index.html');
  if (candidate.startsWith(root) && existsSync(prerendered)) return serveFile(req, res, prerendered);
  const shell = join(root, 'spa.html');
  return serveFile(req, res, existsSync(shell) ? shell : join(root, 'index.html'));
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  server.listen(port, host, () =>
    console.log(`Postify console on http://${host}:${port} (API ${api.origin})`),
  );
}
