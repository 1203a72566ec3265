import { validate } from '@postify/sdk/schemas';
import type { FieldViolation } from './errors.js';

/** A schema object exported by `@postify/sdk/schemas`. */
export type SharedSchema = Parameters<typeof validate>[0];

/** Turns a shared `@postify/sdk/schemas` schema into operation rules with the spec's pt-BR messages. */
export function sdkRules(schema: SharedSchema): (body: unknown) => FieldViolation[] {
  return (body) => {
    const result = validate(schema, body);
    if (result.success) return [];
    return Object.entries(result.errors).map(([field, message]) => ({ field: field || 'body', message }));
  };
}

/** Runs several rule sets and concatenates their violations. */
export function allRules(
  ...rules: ((body: unknown) => FieldViolation[])[]
): (body: unknown) => FieldViolation[] {
  return (body) => rules.flatMap((rule) => rule(body));
}
