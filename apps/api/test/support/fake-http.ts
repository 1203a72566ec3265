import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake network received, read every way a test may check it. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The form fields of a form body. */
  form: Record<string, string>;
  /** The parsed JSON body, or null. */
  json: unknown;
  /** The raw body. */
  bytes: Buffer;
}

/** Answers one call: a JSON body, a status and extra headers. */
export type FakeReply = (status: number, body?: unknown, headers?: Record<string, string>) => void;

/**
 * A local HTTP server on an ephemeral port standing in for a network's API: every request is parsed into a
 * `FakeCall`, recorded in `calls`, and handed to `handle` with a `reply` function. `GET /media/{name}` serves
 * the bytes of `media` (where the scheduler's signed media links would point).
 */
export async function startFakeHttp(
  handle: (call: FakeCall, reply: FakeReply, response: ServerResponse) => void | Promise<void>,
  media: Record<string, Buffer> = {},
) {
  const calls: FakeCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const type = request.headers['content-type'] ?? '';
    const call: FakeCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      form: type.includes('x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(bytes.toString()))
        : {},
      json: type.includes('json') && bytes.length > 0 ? JSON.parse(bytes.toString()) : null,
      bytes,
    };
    calls.push(call);
    const reply: FakeReply = (status, body, headers = {}) => {
      response.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const file = call.path.startsWith('/media/') ? media[call.path.slice('/media/'.length)] : undefined;
    if (file) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(file);
      return;
    }
    await handle(call, reply, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Stable fake media: `length` bytes counting 0…255 from `seed`. */
export function fakeBytes(length: number, seed = 0): Buffer {
  return Buffer.from(Array.from({ length }, (_, index) => (index + seed) % 256));
}
