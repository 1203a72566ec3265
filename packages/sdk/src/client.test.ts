import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostifyClient } from './client.js';
import { PostifyApiError } from './errors.js';
import {
  createHttpOnlyRefreshStore,
  createMemoryProjectIdStore,
  createMemoryTokenStore,
} from './session/stores.js';
import {
  failure,
  type Handler,
  type RecordedRequest,
  startTestServer,
  success,
} from './testing/http-server.js';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const user = { id: 'u1', name: 'Ana' };
const session = (accessToken: string, refreshToken: string | null = 'refresh-1') => ({
  user,
  accessToken,
  refreshToken: refreshToken ?? '',
});
const bearer = (r: RecordedRequest) => r.headers.authorization;
const unauthorized = { status: 401, body: failure('UNAUTHORIZED', 'Sessão expirada') };

/** An API whose only valid access token is `valid`, and whose refresh hands it out. */
function apiWithExpiringToken(overrides: Partial<Record<string, Handler>> = {}): Handler {
  return (r) => {
    const route = `${r.method} ${r.path.split('?')[0]}`;
    const override = overrides[route];
    if (override) return override(r);
    if (route === 'POST /api/v1/auth/refresh')
      return { status: 200, body: success({ token: 'valid', refreshToken: 'refresh-2' }) };
    if (bearer(r) !== 'Bearer valid') return unauthorized;
    if (route === 'GET /api/v1/projects')
      return { status: 200, body: success({ projects: [{ id: 'p1', name: 'Loja' }] }) };
    if (route === 'POST /api/v1/projects')
      return { status: 201, body: success({ echo: JSON.parse(r.body) }) };
    return { status: 404, body: failure('NOT_FOUND', 'Recurso não encontrado') };
  };
}

async function setup(handler: Handler, initial = session('expired')) {
  server = await startTestServer(handler);
  const tokenStore = createMemoryTokenStore(initial);
  const projectIdStore = createMemoryProjectIdStore();
  const onSessionEnd = vi.fn();
  const client = createPostifyClient({
    baseUrl: `${server.url}/api/v1`,
    tokenStore,
    projectIdStore,
    onSessionEnd,
  });
  return { client, tokenStore, projectIdStore, onSessionEnd, server };
}

describe('createPostifyClient — session refresh', () => {
  it('refreshes once for five concurrent 401s and all five succeed after it', async () => {
    const { client, tokenStore, onSessionEnd, server } = await setup(apiWithExpiringToken());
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.GET('/projects')));
    expect(server.count('/api/v1/auth/refresh')).toBe(1);
    for (const { data } of answers) expect(data).toEqual({ projects: [{ id: 'p1', name: 'Loja' }] });
    expect(tokenStore.get()).toEqual({ user, accessToken: 'valid', refreshToken: 'refresh-2' });
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('sends the refresh call without a bearer, carrying the stored refresh token', async () => {
    const { client, server } = await setup(apiWithExpiringToken());
    await client.GET('/projects');
    const refresh = server.requests.find((r) => r.path === '/api/v1/auth/refresh');
    expect(refresh && bearer(refresh)).toBeUndefined();
    expect(refresh && JSON.parse(refresh.body)).toEqual({ refreshToken: 'refresh-1' });
  });

  it('re-sends the same body when it retries a POST', async () => {
    const { client } = await setup(apiWithExpiringToken());
    const { data } = await client.POST('/projects', {
      body: { name: 'Nova Loja', description: 'Uma loja de roupas' },
    });
    expect(data).toEqual({ echo: { name: 'Nova Loja', description: 'Uma loja de roupas' } });
  });

  it('ends the session once when the refresh fails for concurrent requests', async () => {
    const { client, tokenStore, onSessionEnd, server } = await setup(
      apiWithExpiringToken({ 'POST /api/v1/auth/refresh': () => unauthorized }),
    );
    const results = await Promise.allSettled(Array.from({ length: 3 }, () => client.GET('/projects')));
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toBeInstanceOf(PostifyApiError);
    }
    expect(server.count('/api/v1/auth/refresh')).toBe(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('ends the session without calling refresh when no refresh token is stored', async () => {
    const { client, onSessionEnd, server } = await setup(apiWithExpiringToken(), session('expired', null));
    await expect(client.GET('/projects')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(server.count('/api/v1/auth/refresh')).toBe(0);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('stops after two retries and ends the session', async () => {
    const { client, onSessionEnd, server } = await setup(
      apiWithExpiringToken({ 'GET /api/v1/projects': () => unauthorized }),
    );
    await expect(client.GET('/projects')).rejects.toMatchObject({ status: 401 });
    expect(server.count('/api/v1/projects')).toBe(3);
    expect(server.count('/api/v1/auth/refresh')).toBe(2);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/auth/login', { email: 'ana@exemplo.com', password: 'errada' }],
    ['/auth/validate-login', { email: 'ana@exemplo.com', otp: '000000' }],
    [
      '/auth/reset-password',
      { otp: '123456', password: 'Nova@1234', confirmPassword: 'Nova@1234', resetToken: 't' },
    ],
  ] as const)('never retries %s after a 401', async (path, body) => {
    const { client, onSessionEnd, server } = await setup(
      apiWithExpiringToken({
        [`POST /api/v1${path}`]: () => ({
          status: 401,
          body: failure('INVALID_CREDENTIALS', 'Email ou senha inválidos'),
        }),
      }),
    );
    // biome-ignore lint/suspicious/noExplicitAny: one table drives three differently typed operations.
    await expect(client.POST(path as any, { body } as any)).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Email ou senha inválidos',
    });
    expect(server.count('/api/v1/auth/refresh')).toBe(0);
    expect(server.count(`/api/v1${path}`)).toBe(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('createPostifyClient — HttpOnly refresh cookie mode', () => {
  it('refreshes with credentials, the cookie-mode header and no token in the body', async () => {
    server = await startTestServer(
      apiWithExpiringToken({
        'POST /api/v1/auth/refresh': () => ({ status: 200, body: success({ token: 'valid' }) }),
      }),
    );
    const tokenStore = createHttpOnlyRefreshStore(createMemoryTokenStore());
    tokenStore.set(session('expired'));
    const credentials: Record<string, RequestCredentials> = {};
    const client = createPostifyClient({
      baseUrl: `${server.url}/api/v1`,
      tokenStore,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        credentials[new URL(request.url).pathname] = request.credentials;
        return globalThis.fetch(request);
      },
    });
    const { data } = await client.GET('/projects');
    expect(data).toEqual({ projects: [{ id: 'p1', name: 'Loja' }] });
    const refresh = server.requests.find((r) => r.path === '/api/v1/auth/refresh');
    expect(refresh?.body).toBe('{}');
    expect(refresh?.headers['x-refresh-token-transport']).toBe('cookie');
    expect(credentials['/api/v1/auth/refresh']).toBe('include');
    expect(tokenStore.get()).toEqual({ user, accessToken: 'valid' });
  });

  it('asks for cookie mode on the auth calls only', async () => {
    server = await startTestServer(
      apiWithExpiringToken({
        'POST /api/v1/auth/validate-login': () => ({ status: 200, body: success(null) }),
      }),
    );
    const tokenStore = createHttpOnlyRefreshStore(createMemoryTokenStore(session('valid')));
    const client = createPostifyClient({ baseUrl: `${server.url}/api/v1`, tokenStore });
    await client.POST('/auth/validate-login', { body: { email: 'ana@exemplo.com', otp: '123456' } });
    await client.GET('/projects');
    const [validate, projects] = server.requests;
    expect(validate?.headers['x-refresh-token-transport']).toBe('cookie');
    expect(projects?.headers['x-refresh-token-transport']).toBeUndefined();
  });
});

describe('createPostifyClient — headers and envelopes', () => {
  const echo: Handler = (r) => ({
    status: 200,
    body: success({ projects: [], seen: r.headers['x-project-id'] ?? null }),
  });

  it('sends X-Project-ID only when a current project is stored', async () => {
    const { client, projectIdStore, server } = await setup(echo, session('valid'));
    await client.GET('/projects');
    projectIdStore.set('4b0f3c1e-0000-4000-8000-000000000001');
    await client.GET('/projects');
    expect(server.requests.map((r) => r.headers['x-project-id'])).toEqual([
      undefined,
      '4b0f3c1e-0000-4000-8000-000000000001',
    ]);
  });

  it('sends the stored bearer on ordinary calls', async () => {
    const { client, server } = await setup(echo, session('valid'));
    await client.GET('/projects');
    expect(server.requests[0] && bearer(server.requests[0])).toBe('Bearer valid');
  });

  it('unwraps the success envelope to its data', async () => {
    const { client } = await setup(echo, session('valid'));
    const { data } = await client.GET('/projects');
    expect(data).toEqual({ projects: [], seen: null });
  });

  it('throws a typed error carrying the envelope code, pt-BR message and details', async () => {
    const details = [{ field: 'name', message: 'Nome deve ter pelo menos 3 caracteres' }];
    const { client } = await setup(
      () => ({ status: 400, body: failure('VALIDATION_ERROR', 'Dados inválidos', details) }),
      session('valid'),
    );
    const error = await client
      .POST('/projects', { body: { name: 'ab', description: 'curta' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PostifyApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos',
      details,
    });
    expect(error.fieldMessage('name')).toBe('Nome deve ter pelo menos 3 caracteres');
  });

  it('falls back to the default pt-BR message when the answer is not an envelope', async () => {
    const { client } = await setup(() => ({ status: 502, body: 'Bad gateway' }), session('valid'));
    await expect(client.GET('/projects')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Erro ao processar a requisição',
    });
  });

  it('reports an unreachable server as a network error in pt-BR', async () => {
    const client = createPostifyClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      tokenStore: createMemoryTokenStore(),
    });
    await expect(client.GET('/projects')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
    });
  });
});
