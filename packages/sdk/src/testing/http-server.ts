import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: RecordedRequest) => {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A real HTTP server on a loopback port that records every request, for tests of the client. */
export async function startTestServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const answer = handler(recorded);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    count: (path: string) => requests.filter((r) => r.path.startsWith(path)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const success = (data: unknown) => ({ status: 'success', data });
export const failure = (code: string, message: string, details: unknown = null) => ({
  status: 'error',
  timestamp: '2026-11-22T12:00:00.000Z',
  code,
  message,
  details,
});
