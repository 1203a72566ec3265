// Type tests: run by `vitest` (typecheck mode) and `tsc --noEmit`, never executed.
import { expectTypeOf, test } from 'vitest';
import { createPostifyClient, unwrap } from './client.js';
import { createMemoryTokenStore } from './session/stores.js';
import type { Schemas } from './types.js';

const client = createPostifyClient({
  baseUrl: 'http://localhost:3000/api/v1',
  tokenStore: createMemoryTokenStore(),
});

test('answers are typed as the payload, and unknown paths, wrong parameters and bodies are rejected', async () => {
  // Answers are typed as the envelope's payload, not the envelope.
  expectTypeOf(await unwrap(client.GET('/projects'))).toEqualTypeOf<Schemas['ProjectList']>();
  expectTypeOf(
    await unwrap(client.GET('/posts', { params: { query: { page: 0, size: 15 } } })),
  ).toEqualTypeOf<Schemas['PostPage']>();

  // @ts-expect-error an unknown path is rejected
  await client.GET('/projectz');
  // @ts-expect-error a wrong parameter type is rejected
  await client.GET('/posts', { params: { query: { page: 'first' } } });
  // @ts-expect-error a body missing a required field is rejected
  await client.POST('/auth/login', { body: { email: 'ana@exemplo.com' } });
});
