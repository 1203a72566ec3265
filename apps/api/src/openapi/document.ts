import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The subset of an OpenAPI 3.1 document the router reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  servers?: { url: string }[];
  paths: Record<string, PathItem>;
  components?: Record<string, unknown> & { parameters?: Record<string, Parameter> };
}

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }>;
  security?: Record<string, string[]>[];
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & {
  parameters?: (Parameter | { $ref: string })[];
};

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Reads and parses the OpenAPI file. */
export function loadDocument(path: string): OpenApiDocument {
  const doc = parse(readFileSync(path, 'utf8')) as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || !doc.paths) throw new Error(`${path} is not an OpenAPI document`);
  return doc;
}

/** Follows a local `#/…` reference inside the document. */
export function resolveRef<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10 && isRef(current); depth++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const segment of pointer) {
      const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      target =
        typeof target === 'object' && target !== null ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current as T;
}

function isRef(value: unknown): value is { $ref: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}
