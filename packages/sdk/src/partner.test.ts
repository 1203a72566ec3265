import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostifyClient, unwrap } from './client.js';
import { failure, type RecordedRequest, startTestServer, success } from './testing/http-server.js';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

const page = { content: [], page: 0, size: 10, totalElements: 0 };

/** An API that accepts only the bearers in `valid` and records every call. */
async function apiAccepting(valid: Set<string>) {
  const seen: RecordedRequest[] = [];
  server = await startTestServer((r) => {
    seen.push(r);
    const bearer = r.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!valid.has(bearer))
      return { status: 401, body: failure('UNAUTHORIZED', 'Chave de API inválida ou revogada.') };
    return { status: 200, body: success(page) };
  });
  return { seen, baseUrl: `${server.url}/api/v1` };
}

describe('createPostifyClient({ apiKey })', () => {
  it('sends the key as the bearer of every call, without cookies or a project header', async () => {
    const { seen, baseUrl } = await apiAccepting(new Set(['pk_secret']));
    const client = createPostifyClient({ baseUrl, apiKey: 'pk_secret' });
    await expect(unwrap(client.GET('/posts'))).resolves.toMatchObject({ page: 0 });
    expect(seen[0]?.headers.authorization).toBe('Bearer pk_secret');
    expect(seen[0]?.headers['x-project-id']).toBeUndefined();
    expect(client.tokenStore.get()).toBeNull();
  });

  it('refuses to run in a browser, where anyone could read the key', () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    expect(() => createPostifyClient({ baseUrl: 'http://x/api/v1', apiKey: 'pk_secret' })).toThrow(
      /browserToken/,
    );
  });
});

describe('createPostifyClient({ browserToken })', () => {
  it('asks the partner server once for concurrent calls and reuses the token until it nearly expires', async () => {
    const { seen, baseUrl } = await apiAccepting(new Set(['t1']));
    const getToken = vi.fn(async () => ({
      token: 't1',
      expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    }));
    const client = createPostifyClient({ baseUrl, browserToken: getToken });
    await Promise.all([unwrap(client.GET('/posts')), unwrap(client.GET('/posts'))]);
    await unwrap(client.GET('/posts'));
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t1']);
  });

  it('asks for a new token when the held one is about to expire', async () => {
    const { baseUrl } = await apiAccepting(new Set(['t1', 't2']));
    const tokens = ['t1', 't2'];
    const getToken = vi.fn(async () => ({
      token: tokens.shift() ?? 'none',
      expiresAt: new Date(Date.now() + 10_000).toISOString(),
    }));
    const client = createPostifyClient({ baseUrl, browserToken: getToken });
    await unwrap(client.GET('/posts'));
    await unwrap(client.GET('/posts'));
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('retries a refused call once with a fresh token, then gives the 401 to the caller', async () => {
    const valid = new Set(['t2']);
    const { seen, baseUrl } = await apiAccepting(valid);
    const tokens = ['t1', 't2', 't3', 't4'];
    const later = new Date(Date.now() + 15 * 60_000).toISOString();
    const client = createPostifyClient({
      baseUrl,
      browserToken: async () => ({ token: tokens.shift() ?? '', expiresAt: later }),
    });
    await expect(unwrap(client.GET('/posts'))).resolves.toMatchObject({ page: 0 });
    expect(seen.map((r) => r.headers.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    valid.clear();
    await expect(client.GET('/posts')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(seen.length).toBe(4);
  });
});
