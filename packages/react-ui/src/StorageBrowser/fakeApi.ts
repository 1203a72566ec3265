import { createMemoryTokenStore, createPostifyClient, type PostifyClient } from '@postify/sdk';

/** A fake API answer: the envelope's data, or an error with its HTTP status. */
export type FakeAnswer =
  | { data: unknown; status?: number }
  | { error: { status: number; code: string; message: string } };

/** Handles one request of the fake API; `undefined` means 404. */
export type FakeRoute = (
  request: Request,
  url: URL,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * Tests only: a Postify client whose fetch answers from `route` with the contract's envelopes, signed in
 * with a fixed session, so connected components run without a server. Every request is recorded.
 */
export function createFakeClient(route: FakeRoute): { client: PostifyClient; requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const answer = await route(request, new URL(request.url));
    const body =
      answer === undefined
        ? {
            status: 'error',
            timestamp: '2026-11-22T12:00:00.000Z',
            code: 'NOT_FOUND',
            message: 'Não encontrado',
            details: null,
          }
        : 'error' in answer
          ? { ...answer.error, status: 'error', timestamp: '2026-11-22T12:00:00.000Z', details: null }
          : { status: 'success', data: answer.data };
    const status =
      answer === undefined ? 404 : 'error' in answer ? answer.error.status : (answer.status ?? 200);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = createPostifyClient({
    baseUrl: 'http://api.test/api/v1',
    tokenStore: createMemoryTokenStore({ accessToken: 'token', refreshToken: 'refresh', user: null }),
    fetch,
  });
  return { client, requests };
}

/** A query adapter held in memory, standing in for the router in tests. */
export function createMemoryQueryAdapter(initial = '') {
  let params = new URLSearchParams(initial);
  const listeners = new Set<() => void>();
  return {
    read: () => new URLSearchParams(params),
    write: (next: URLSearchParams) => {
      params = new URLSearchParams(next);
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
