// Type tests: run by `vitest` (typecheck mode) and `tsc --noEmit`, never executed.
import { expectTypeOf, test } from 'vitest';
import type { Unwrapped } from '../types.js';
import { emailSchema, projectSchema } from './index.js';
import { validate } from './result.js';

test('validate gives the schema output on success and the field messages on failure', () => {
  const email = validate(emailSchema, 'ana@exemplo.com');
  if (email.success) expectTypeOf(email.data).toEqualTypeOf<string>();
  else {
    expectTypeOf(email.data).toEqualTypeOf<undefined>();
    expectTypeOf(email.errors).toEqualTypeOf<Record<string, string>>();
  }
  const project = validate(projectSchema, {});
  if (project.success) expectTypeOf(project.data).toEqualTypeOf<{ name: string; description: string }>();
});

test('Unwrapped takes the payload out of a success envelope and leaves anything else alone', () => {
  expectTypeOf<Unwrapped<{ status: 'success'; data: { id: string } }>>().toEqualTypeOf<{ id: string }>();
  expectTypeOf<Unwrapped<Blob>>().toEqualTypeOf<Blob>();
});
