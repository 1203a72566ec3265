import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.js';

// Every body is bounded while it is read, and a client that stalls is let go: over real HTTP, against
// the unauthenticated Stripe webhook route (it exists in every mode, the sandbox included).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ httpTimeouts: { requestMs: 60_000, connectionMs: 1_000, keepAliveMs: 5_000 } });
});
afterAll(() => t.close());

const mebibyte = 1024 * 1024;

/**
 * What a client streaming `total` bytes saw: the answer, and how much it had sent before it. The length is
 * announced in `Content-Length` when `declared`, otherwise the body is chunked.
 */
function streamBody(path: string, total: number, declared = false) {
  const url = new URL(`${t.url}/api/v1${path}`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return new Promise<{ status: number; body: string; sentBeforeAnswer: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const outgoing = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST' },
      (response) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          body += text;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer }));
      },
    );
    outgoing.setHeader('content-type', 'application/json');
    outgoing.setHeader('stripe-signature', 't=1,v1=00');
    if (declared) outgoing.setHeader('content-length', String(total));
    // The server may close the connection while bytes are still on their way: only the answer counts.
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) {
          outgoing.once('drain', write);
          return;
        }
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}

describe('the Stripe webhook body', () => {
  it('refuses a 40 MB body with 413 after reading at most a few MB of it, and the server stays up', async () => {
    const refused = await streamBody('/billing/stripe/webhook', 40 * mebibyte);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({
      status: 'error',
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O corpo da requisição é grande demais',
    });
    // The limit is 1 MiB; what is beyond it sat in the sockets' buffers when the answer came.
    expect(refused.sentBeforeAnswer).toBeLessThan(8 * mebibyte);

    // A body announced as too large is refused before its bytes are read.
    const declared = await streamBody('/billing/stripe/webhook', 40 * mebibyte, true);
    expect(declared.status).toBe(413);
    expect(declared.sentBeforeAnswer).toBeLessThan(8 * mebibyte);

    const health = await t.call('GET', '/health');
    expect(health.status).toBe(200);
  });
});

describe('a client that stalls', () => {
  it('has its connection closed once it sends nothing for the connection timeout', async () => {
    const url = new URL(t.url);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const started = Date.now();
    // Half a request line and headers, then nothing: a slow-loris client.
    socket.write('POST /api/v1/billing/stripe/webhook HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{');
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(10_000);
    expect((await t.call('GET', '/health')).status).toBe(200);
  });
});
