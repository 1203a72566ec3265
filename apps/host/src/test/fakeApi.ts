import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake API received. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: string; message: string; details?: unknown };
};
type Handler = (call: RecordedCall) => Reply;

/** A small HTTP server that answers the Postify envelopes, so pages talk to a real socket in tests. */
export interface FakeApi {
  baseUrl: string;
  calls: RecordedCall[];
  on(route: string, handler: Handler): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  // Multipart bodies (post creation) are kept as text for the assertions.
  return (req.headers['content-type'] ?? '').includes('application/json') ? JSON.parse(text) : text;
}

/** Starts the fake API on 127.0.0.1; `on('POST /auth/login', …)` sets the answer of one route. */
export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const server: Server = createServer(async (req, res) => {
    const origin = req.headers.origin ?? '*';
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const call: RecordedCall = {
      method: req.method ?? 'GET',
      path,
      body: await readBody(req),
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    };
    calls.push(call);
    const handler = handlers.get(`${call.method} ${path}`);
    const reply: Reply = handler
      ? handler(call)
      : { status: 404, error: { code: 'NOT_FOUND', message: 'Recurso não encontrado' } };
    const status = reply.status ?? (reply.error ? 400 : 200);
    const body = reply.error
      ? { status: 'error', timestamp: new Date().toISOString(), details: null, ...reply.error }
      : { status: 'success', data: reply.data ?? null };
    res.writeHead(status, { ...cors, 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    calls,
    on: (route, handler) => handlers.set(route, handler),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
