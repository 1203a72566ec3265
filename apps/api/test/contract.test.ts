import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HttpMethod,
  httpMethods,
  loadDocument,
  type Operation,
  resolveRef,
} from '../src/openapi/document.js';
import { createUser, startTestServer, type TestServer } from './support/server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const document = loadDocument(new URL('../../../openapi/openapi.yaml', import.meta.url).pathname);
const unknownId = '00000000-0000-4000-8000-000000000000';

/** Whether an empty object breaks the body schema (required fields or a minimum of properties). */
function needsFields(raw: unknown): boolean {
  if (!raw) return false;
  const schema = resolveRef<{ required?: string[]; minProperties?: number }>(
    document,
    raw as { $ref: string },
  );
  return (schema.required?.length ?? 0) > 0 || (schema.minProperties ?? 0) > 0;
}

/** Every operation of the OpenAPI file, with its path made concrete. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  httpMethods.flatMap((method: HttpMethod) => {
    const operation: Operation | undefined = item[method];
    if (!operation?.operationId) return [];
    const security = operation.security ?? [{ bearerAuth: [] }];
    const body = operation.requestBody ? resolveRef(document, operation.requestBody) : undefined;
    return [
      {
        id: operation.operationId,
        method: method.toUpperCase(),
        path: path.replace(/\{[^}]+\}/g, unknownId),
        // A client's review link carries its own token (`reviewToken`, test/approvals.test.ts), not a bearer one.
        bearerOnly:
          security.length > 0 &&
          security.every((entry) => Object.keys(entry).length > 0 && !('reviewToken' in entry)),
        jsonBody: Boolean(body?.content?.['application/json']),
        bodyNeedsFields: needsFields(body?.content?.['application/json']?.schema),
      },
    ];
  }),
);

describe('every operation', () => {
  it('is registered from the OpenAPI file', () => {
    expect(operations.length).toBeGreaterThanOrEqual(37);
  });

  it.each(operations.filter((o) => o.bearerOnly))(
    '$id refuses a call without a bearer token (401)',
    async ({ method, path, jsonBody }) => {
      const answer = await t.call(method, path, jsonBody ? { body: {} } : {});
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    },
  );

  it.each(operations.filter((o) => o.bodyNeedsFields))(
    '$id refuses an empty JSON object with VALIDATION_ERROR details',
    async ({ method, path }) => {
      const { token } = await createUser(t, `empty-${Math.random().toString(36).slice(2)}@exemplo.com`);
      const answer = await t.call(method, path, { token, body: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_ERROR');
      expect(answer.body.details?.length).toBeGreaterThan(0);
      for (const detail of answer.body.details ?? []) expect(detail.message).toMatch(/^[A-ZÁÉÍÓÚÇ]/);
    },
  );
});
