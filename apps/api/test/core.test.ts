import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { loadDocument } from '../src/openapi/document.js';
import { registerOperations } from '../src/openapi/router.js';
import type { Services } from '../src/services.js';
import { startTestServer, type TestServer } from './support/server.js';

/** The contract plus a test-only operation whose handler crashes. */
function documentWithTestOperations() {
  const document = loadDocument(loadConfig({ NODE_ENV: 'test' }).specPath);
  const operation = (operationId: string) => ({
    get: { operationId, tags: ['test'], security: [{ bearerAuth: [] }], responses: { '200': {} } },
  });
  return {
    ...document,
    paths: {
      ...document.paths,
      '/test/crash': operation('testCrash'),
    },
  };
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(
    { bodyLimit: 2048 },
    {
      document: documentWithTestOperations(),
      // A handler that fails unexpectedly: the answer must not leak it.
      modules: [
        {
          testCrash: {
            handle: async () => {
              throw new Error('secret stack detail');
            },
          },
        },
      ],
    },
  );
});
afterAll(() => t.close());

describe('server core', () => {
  it('reports health with the database up and the package version', async () => {
    const answer = await t.call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'success',
      data: { status: 'ok', database: 'up', version: '0.1.0' },
    });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const answer = await t.call('GET', '/does-not-exist');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Rota não encontrada',
      details: null,
    });
    expect(Date.parse(answer.body.timestamp ?? '')).not.toBeNaN();
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const answer = await t.call('POST', '/auth/login', { raw: '{"email": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Erro ao processar a requisição' });
  });

  it('answers a wrong content type with 415', async () => {
    const text = await t.call('POST', '/auth/login', { raw: 'email=a', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const xml = await t.call('POST', '/auth/login', { raw: '<a/>', contentType: 'application/xml' });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversize body with 413', async () => {
    const answer = await t.call('POST', '/contact', {
      body: { name: 'Ana', email: 'ana@exemplo.com', message: 'x'.repeat(4096) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers invalid fields with 400 VALIDATION_ERROR and a pt-BR message per field', async () => {
    const answer = await t.call('POST', '/auth/login', { body: { email: 'not-an-email', password: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email inválido' },
        { field: 'password', message: 'Senha é obrigatória' },
      ]),
    );
  });

  it('refuses fields the contract does not know', async () => {
    const answer = await t.call('POST', '/auth/forgot-password', {
      body: { email: 'a@exemplo.com', admin: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({ field: 'admin', message: 'Campo não permitido' });
  });

  it('hides unexpected errors behind 500 INTERNAL_ERROR without a stack trace', async () => {
    const { token } = await t.server.services.accessTokens.sign('00000000-0000-4000-8000-000000000000');
    const answer = await t.call('GET', '/test/crash', { token });
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Erro interno do servidor.' });
    expect(answer.text).not.toContain('secret stack detail');
    expect(answer.text).not.toContain('.ts:');
  });

  it('requires a bearer on protected operations', async () => {
    const missing = await t.call('GET', '/users/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sessão expirada. Faça login novamente.',
    });
    const garbage = await t.call('GET', '/users/me', { token: 'not-a-jwt' });
    expect(garbage.status).toBe(401);
  });

  it('allows the host app origin with credentials and answers preflights', async () => {
    const preflight = await fetch(`${t.url}/api/v1/projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,x-project-id',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-project-id');
    const foreign = await fetch(`${t.url}/api/v1/health`, { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('spec-first registration', () => {
  const document = loadDocument(loadConfig({ NODE_ENV: 'test' }).specPath);
  const options = {
    prefix: '/api/v1',
    validateResponses: false,
    authenticate: async () => null,
  };

  it('refuses to start when an operation of the OpenAPI file has no handler', () => {
    expect(() => registerOperations(Fastify(), document, [], {} as Services, options)).toThrow(
      /without a handler: .*login/,
    );
  });

  it('refuses to start when a handler has no operation in the OpenAPI file', () => {
    const modules = [{ deleteEverything: { handle: async () => null } }];
    expect(() => registerOperations(Fastify(), document, modules, {} as Services, options)).toThrow(
      /without an operation in the OpenAPI file: deleteEverything/,
    );
  });
});

describe('configuration', () => {
  it('has safe development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicAppUrl: 'http://localhost:5173',
      devMailbox: false,
      seedDemo: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080', SEED_DEMO: '1' })).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      seedDemo: true,
    });
  });
});
