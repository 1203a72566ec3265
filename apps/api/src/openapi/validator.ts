import { sdkMessages } from '@postify/sdk/schemas';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldViolation } from '../http/errors.js';
import { messages } from '../messages.js';
import type { JsonSchema, OpenApiDocument } from './document.js';

const specId = 'openapi.json';

/** Compiles schemas of one OpenAPI document; local `#/components/…` refs resolve against it. */
export interface SchemaCompiler {
  /** For bodies and answers: exact types. */
  strict(schema: JsonSchema): ValidateFunction;
  /** For path, query and header values, which arrive as strings. */
  coercing(schema: JsonSchema): ValidateFunction;
}

/** Builds Ajv (draft 2020-12 + formats) instances that know the document's components. */
export function createSchemaCompiler(doc: OpenApiDocument): SchemaCompiler {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
    addFormats.default(ajv);
    ajv.addSchema({ $id: specId, components: doc.components ?? {} });
    return ajv;
  };
  // Many operations share schemas (every error answer is the same envelope): compile each one once.
  const cached = (coerceTypes: boolean) => {
    const ajv = make(coerceTypes);
    const cache = new Map<string, ValidateFunction>();
    return (schema: JsonSchema) => {
      const key = JSON.stringify(schema);
      let validate = cache.get(key);
      if (!validate) {
        validate = ajv.compile(rebase(schema));
        cache.set(key, validate);
      }
      return validate;
    };
  };
  return { strict: cached(false), coercing: cached(true) };
}

/** Points local refs at the registered document so inline schemas can use them. */
function rebase(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema ?? {}), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${specId}${value}` : value,
  ) as JsonSchema;
}

/** Turns Ajv errors into the envelope's `details`, one per field, in pt-BR. */
export function toViolations(errors: ErrorObject[] | null | undefined, prefix = ''): FieldViolation[] {
  const seen = new Set<string>();
  const out: FieldViolation[] = [];
  for (const error of errors ?? []) {
    const base = error.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .join('.');
    let field = base;
    if (error.keyword === 'required') field = join(base, String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') field = join(base, String(error.params.additionalProperty));
    field = join(prefix, field) || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: messageFor(error) });
  }
  return out;
}

function join(a: string, b: string): string {
  return a && b ? `${a}.${b}` : a || b;
}

function messageFor(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return messages.fieldRequired;
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return messages.fieldUnknown;
    case 'maxLength':
    case 'maxItems':
    case 'maximum':
      return messages.fieldTooLong;
    case 'minLength':
      return Number(error.params.limit) <= 1 ? messages.fieldRequired : messages.fieldTooShort;
    case 'minItems':
    case 'minimum':
      return messages.fieldTooShort;
    case 'format':
      return error.params.format === 'email' ? sdkMessages.email : messages.fieldInvalid;
    default:
      return messages.fieldInvalid;
  }
}
