import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  createHostServer,
  mediaOriginsFrom,
  storybookContentSecurityPolicy,
} from './host-server.mjs';

/** A small build: the prerendered landing and pricing pages, the shell, one hashed script, the favicon. */
const work = mkdtempSync(join(tmpdir(), 'postify-host-server-'));
const dist = join(work, 'dist');
// Beside the build, never to be served.
const secret = 'SEGREDO-FORA-DO-DIST';
const filler = 'x'.repeat(4000);
const page = (title: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>${title}</title></head><body><div id="root">${filler}</div></body></html>`;
const script = `console.log(${JSON.stringify(filler)});`;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}
const received: Received[] = [];
let upstream: Server;
let app: FastifyInstance;
let port: number;

/** One request with the path exactly as written (fetch would normalise it), without decompression. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: Buffer) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The raw answer to a request line Node's client refuses to send (NUL bytes), over a plain socket. */
function rawRequest(path: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'pricing'));
  writeFileSync(join(dist, 'index.html'), page('Início'));
  writeFileSync(join(dist, 'spa.html'), page('Shell'));
  writeFileSync(join(dist, 'pricing', 'index.html'), page('Preços'));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(work, 'secret.txt'), secret);
  // The build's own compression step writes the .br and .gz copies.
  execFileSync(process.execPath, [fileURLToPath(new URL('../scripts/compress.mjs', import.meta.url)), dist]);

  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(200, { 'content-type': 'application/json', 'x-from-api': 'sim' });
      res.end(JSON.stringify({ status: 'success', data: { bytes } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await createHostServer({ distDir: dist, apiUrl: api });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

describe('host server', () => {
  it('keeps answering after malformed paths and never serves a file outside the build', async () => {
    const paths = [
      '/%E0%A4%A',
      '/%',
      '/%zz',
      '/pricing/%E0%A4%A',
      '/api/%E0%A4%A',
      '/%00',
      '/index.html%00.js',
      '/assets/index-Ab12Cd34.js%00',
      '/../secret.txt',
      '/../../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
      '/pricing/..%2f..%2fsecret.txt',
      '//secret.txt',
      '/.%2e/secret.txt',
      `/${'a'.repeat(10_000)}`,
      `/assets/${'%2e%2e%2f'.repeat(2_000)}secret.txt`,
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(200);
      expect(answer.body.toString('latin1'), path).not.toContain(secret);
    }
    for (const path of ['/\0', '/index.html\0', '/..\0/secret.txt']) {
      expect(await rawRequest(path), JSON.stringify(path)).not.toContain(secret);
    }
    const after = await get('/');
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('<title>Início</title>');
  });

  it('serves the prerendered pages, and the shell for every other route', async () => {
    expect((await get('/')).body.toString()).toContain('<title>Início</title>');
    expect((await get('/pricing')).body.toString()).toContain('<title>Preços</title>');
    expect((await get('/pricing/')).body.toString()).toContain('<title>Preços</title>');
    for (const path of ['/signin', '/posts/create', '/storage?folder=abc', '/nao-existe']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toContain('<title>Shell</title>');
    }
    expect((await get('/assets/ausente-0000.js')).status).toBe(404);
  });

  it('caches hashed assets for a year and makes the browser ask again for the HTML', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/pricing', '/signin', '/favicon.svg']) {
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('sends the precompressed brotli or gzip copy the browser accepts', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body).toEqual(readFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br')));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(gzip.body).toString()).toBe(page('Início'));

    const shell = await get('/signin', { 'accept-encoding': 'br' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(shell.body).toString()).toBe(page('Shell'));

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the Content-Security-Policy and the other security headers', async () => {
    for (const path of ['/', '/signin', '/assets/index-Ab12Cd34.js', '/../secret.txt', '/%E0%A4%A']) {
      const answer = await get(path);
      expect(answer.headers['content-security-policy'], path).toBe(contentSecurityPolicy);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
  });

  it("proxies /api with the client's address and scheme, bodies of any size included", async () => {
    received.length = 0;
    const answer = await get('/api/v1/health?detalhe=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-from-api']).toBe('sim');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(received[0]?.url).toBe('/api/v1/health?detalhe=1');
    expect(received[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(received[0]?.headers['x-forwarded-proto']).toBe('http');

    // A proxy in front of this one keeps its entries; this server's own come last.
    await get('/api/v1/users/me', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
    expect(received[1]?.headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
    expect(received[1]?.headers['x-forwarded-proto']).toBe('https, http');

    // An upload part larger than any JSON body limit goes through whole.
    const part = Buffer.alloc(3 * 1024 * 1024, 1);
    const upload = await get(
      '/api/v1/storage/blobs/abc/parts/1?signature=x',
      { 'content-type': 'application/octet-stream', 'content-length': String(part.length) },
      'PUT',
      part,
    );
    expect(upload.status).toBe(200);
    expect(received[2]?.method).toBe('PUT');
    expect(received[2]?.bytes).toBe(part.length);
  });

  it("proxies the API's network icons, which the platforms' displayIcon addresses on this origin", async () => {
    received.length = 0;
    const answer = await get('/static/networks/instagram.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-from-api']).toBe('sim');
    expect(received[0]?.url).toBe('/static/networks/instagram.svg');
  });

  it('answers 502 in the error envelope when the API is down', async () => {
    const down = await createHostServer({ distDir: dist, apiUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await down.inject({ method: 'GET', url: '/api/v1/health' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({
        status: 'error',
        code: 'BAD_GATEWAY',
        message: 'API indisponível',
      });
    } finally {
      await down.close();
    }
  });

  it('serves a built Storybook under /storybook/ with its own policy, and nothing there without one', async () => {
    const storybook = join(work, 'storybook-static');
    mkdirSync(storybook);
    writeFileSync(join(storybook, 'index.html'), page('Storybook'));
    writeFileSync(join(storybook, 'iframe.html'), page('Preview'));
    const withStorybook = await createHostServer({
      distDir: dist,
      apiUrl: 'http://127.0.0.1:9',
      storybookDir: storybook,
    });
    try {
      const manager = await withStorybook.inject({ method: 'GET', url: '/storybook/' });
      expect(manager.statusCode).toBe(200);
      expect(manager.body).toContain('<title>Storybook</title>');
      expect(manager.headers['content-security-policy']).toBe(storybookContentSecurityPolicy);
      expect(manager.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      const preview = await withStorybook.inject({ method: 'GET', url: '/storybook/iframe.html' });
      expect(preview.body).toContain('<title>Preview</title>');
      const bare = await withStorybook.inject({ method: 'GET', url: '/storybook' });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/storybook/');
      // The console itself keeps its strict policy.
      const console = await withStorybook.inject({ method: 'GET', url: '/pricing' });
      expect(console.headers['content-security-policy']).toBe(contentSecurityPolicy);
    } finally {
      await withStorybook.close();
    }
    // Without a Storybook the path is one more console route.
    const shell = await get('/storybook/');
    expect(shell.body.toString()).toContain('<title>Shell</title>');
    expect(shell.headers['content-security-policy']).toBe(contentSecurityPolicy);
  });
});

/** The CSP's directives by name, each with its sources. */
function directives(policy: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('media served from where it lives', () => {
  it("allows images and videos from the deployment's media origins, reads from them, and nothing else", async () => {
    const mediaOrigins = mediaOriginsFrom({
      MEDIA_ORIGINS: 'https://midia.exemplo.com.br, http://127.0.0.1:9000/',
    });
    expect(mediaOrigins).toEqual(['https://midia.exemplo.com.br', 'http://127.0.0.1:9000']);
    const withMedia = await createHostServer({ distDir: dist, apiUrl: 'http://127.0.0.1:9', mediaOrigins });
    try {
      for (const url of ['/', '/signin', '/%E0%A4%A']) {
        const policy = directives(
          (await withMedia.inject({ method: 'GET', url })).headers['content-security-policy'],
        );
        for (const name of ['img-src', 'media-src', 'connect-src']) {
          expect(policy.get(name), `${url} ${name}`).toEqual([
            "'self'",
            ...(name === 'connect-src' ? [] : ['data:', 'blob:']),
            'https://midia.exemplo.com.br',
            'http://127.0.0.1:9000',
          ]);
        }
        for (const name of ['default-src', 'script-src', 'style-src', 'font-src'])
          expect(policy.get(name), `${url} ${name}`).toEqual(["'self'"]);
      }
    } finally {
      await withMedia.close();
    }
    // Without media origins the policy keeps images and videos on this origin.
    expect(directives(contentSecurityPolicy).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("derives the bucket's origin from S3_ENDPOINT and S3_BUCKET the way the API addresses it", () => {
    const s3 = { S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com', S3_BUCKET: 'postify-midia' };
    expect(mediaOriginsFrom(s3)).toEqual(['https://postify-midia.s3.sa-east-1.amazonaws.com']);
    expect(mediaOriginsFrom({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'https://s3.sa-east-1.amazonaws.com',
    ]);
    expect(
      mediaOriginsFrom({
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_BUCKET: 'postify',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual(['http://127.0.0.1:9000']);
    // MEDIA_ORIGINS (a CDN in front of the bucket) wins over the derived origin.
    expect(mediaOriginsFrom({ ...s3, MEDIA_ORIGINS: 'https://cdn.exemplo.com' })).toEqual([
      'https://cdn.exemplo.com',
    ]);
    expect(mediaOriginsFrom({})).toEqual([]);
  });

  it('refuses to start on a MEDIA_ORIGINS value that is not an origin, naming the variable', async () => {
    for (const value of [
      'midia.exemplo.com',
      'https://midia.exemplo.com/fotos',
      'https://midia.exemplo.com;script-src *',
      'https://midia.exemplo.com;script-src',
      'https://usuario:senha@midia.exemplo.com',
      'ftp://midia.exemplo.com',
      '*',
      "'unsafe-inline'",
    ]) {
      expect(() => mediaOriginsFrom({ MEDIA_ORIGINS: value }), value).toThrow(/MEDIA_ORIGINS/);
    }
    expect(() => mediaOriginsFrom({ S3_ENDPOINT: 's3 local', S3_BUCKET: 'postify' })).toThrow(/S3_ENDPOINT/);

    const child = spawn(process.execPath, [fileURLToPath(new URL('../server.mjs', import.meta.url))], {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        DIST_DIR: dist,
        MEDIA_ORIGINS: 'https://midia.exemplo.com, midia2.exemplo.com',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    const [code] = await once(child, 'exit');
    clearTimeout(timer);
    expect(code, output).toBe(1);
    expect(output).toContain('MEDIA_ORIGINS');
    expect(output).toContain('"midia2.exemplo.com"');
    expect(output).not.toContain('Postify console on');
  }, 30_000);
});
