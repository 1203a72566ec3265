import { gunzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type FieldViolation, forbidden, unauthorized, validationError } from '../http/errors.js';
import { messages } from '../messages.js';
import type { Services } from '../services.js';
import {
  httpMethods,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  resolveRef,
} from './document.js';
import {
  type AuthUser,
  EncodedAnswer,
  HtmlPage,
  type OperationContext,
  type OperationDefinition,
  type OperationModule,
  Redirect,
  type UntypedModule,
} from './operations.js';
import { createSchemaCompiler, type SchemaCompiler, toViolations } from './validator.js';

/** Options of `registerOperations`. */
export interface RouterOptions {
  /** Path prefix of every operation, e.g. `/api/v1`. */
  prefix: string;
  /** Check every JSON answer against the operation's response schema (tests). */
  validateResponses: boolean;
  /** Reads the bearer token; throws 401 when it is present but invalid. */
  authenticate: (request: FastifyRequest) => Promise<AuthUser | null>;
}

interface CompiledOperation {
  operationId: string;
  method: string;
  path: string;
  params: ValidateFunction;
  query: ValidateFunction;
  headers: ValidateFunction;
  body: ValidateFunction | null;
  bodyRequired: boolean;
  /** Media types the body may be sent as. */
  mediaTypes: string[];
  /** An HTML page operation (sandbox): its errors are pages too. */
  html: boolean;
  authRequired: boolean;
  authOptional: boolean;
  /** The security schemes the operation accepts, each with the scopes it needs (`apiKey: [posts:read]`). */
  schemes: Map<string, string[]>;
  responses: Map<string, ValidateFunction | null>;
}

/**
 * Answers any operation can give for protocol reasons (body too large, wrong media type, the per-IP budget
 * of every route spent, crash, database down); the contract does not repeat them on every operation, so
 * they are checked against the error envelope alone.
 */
const protocolErrorStatuses = new Set([413, 415, 429, 500, 503]);

/**
 * Requests refused because their caller's kind is not in the operation's `security` (an API key on an
 * account operation): any authenticated operation may answer this 403, which the contract states once (the
 * `apiKey` scheme) instead of on every operation, so it is checked against the error envelope alone.
 */
const refusedCallers = new WeakSet<FastifyRequest>();

/** A contract violation seen while validating answers (tests read these). */
export interface ContractViolation {
  operationId: string;
  statusCode: number;
  errors: string;
}

/** Registers every operation of the document on `app`, spec-first, and returns the answer violations log. */
export function registerOperations(
  app: FastifyInstance,
  doc: OpenApiDocument,
  modules: (OperationModule | UntypedModule)[],
  services: Services,
  options: RouterOptions,
): ContractViolation[] {
  const handlers = new Map<string, OperationDefinition>();
  for (const module of modules) {
    for (const [operationId, definition] of Object.entries(module) as [string, OperationDefinition][]) {
      if (handlers.has(operationId)) throw new Error(`Two handlers for operation ${operationId}`);
      handlers.set(operationId, definition);
    }
  }
  const compiler = createSchemaCompiler(doc);
  const seen = new Set<string>();
  const missing: string[] = [];
  const violations: ContractViolation[] = [];
  const compiledById = new Map<string, CompiledOperation>();

  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const operationId = operation.operationId;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      seen.add(operationId);
      const compiled = compileOperation(doc, compiler, path, method, operation, [...(item.parameters ?? [])]);
      compiledById.set(operationId, compiled);
      const definition = handlers.get(operationId);
      if (!definition) {
        missing.push(operationId);
        continue;
      }
      app.route({
        method: method.toUpperCase() as 'GET',
        url: options.prefix + path.replace(/\{([^}]+)\}/g, ':$1'),
        config: { operationId, html: compiled.html },
        ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
        handler: async (request, reply) =>
          runOperation(compiled, definition, request, reply, services, options),
      });
    }
  }
  const orphans = [...handlers.keys()].filter((id) => !seen.has(id));
  if (orphans.length > 0)
    throw new Error(`Handlers without an operation in the OpenAPI file: ${orphans.join(', ')}`);
  if (missing.length > 0) throw new Error(`Operations without a handler: ${missing.join(', ')}`);

  if (options.validateResponses) {
    const errorEnvelope = compiler.strict({ $ref: '#/components/schemas/ErrorEnvelope' });
    app.addHook('onSend', async (request, reply, payload) => {
      const operationId = (request.routeOptions.config as { operationId?: string }).operationId;
      const compiled = operationId ? compiledById.get(operationId) : undefined;
      const text = answerText(payload, reply);
      if (!compiled || text === null) return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      const validate =
        compiled.responses.get(String(reply.statusCode)) ??
        compiled.responses.get(`${String(reply.statusCode)[0]}XX`) ??
        compiled.responses.get('default');
      const protocolError =
        protocolErrorStatuses.has(reply.statusCode) ||
        (reply.statusCode === 403 && refusedCallers.has(request));
      if (validate === undefined && !protocolError) {
        violations.push({
          operationId: compiled.operationId,
          statusCode: reply.statusCode,
          errors: 'status not declared',
        });
      } else if (validate === undefined) {
        if (!errorEnvelope(JSON.parse(text))) {
          violations.push({
            operationId: compiled.operationId,
            statusCode: reply.statusCode,
            errors: JSON.stringify(errorEnvelope.errors),
          });
        }
      } else if (validate && !validate(JSON.parse(text))) {
        violations.push({
          operationId: compiled.operationId,
          statusCode: reply.statusCode,
          errors: JSON.stringify(validate.errors),
        });
      }
      return payload;
    });
  }
  return violations;
}

function compileOperation(
  doc: OpenApiDocument,
  compiler: SchemaCompiler,
  path: string,
  method: string,
  operation: Operation,
  pathParameters: (Parameter | { $ref: string })[],
): CompiledOperation {
  const parameters = new Map<string, Parameter>();
  for (const raw of [...pathParameters, ...(operation.parameters ?? [])]) {
    const parameter = resolveRef<Parameter>(doc, raw);
    parameters.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const group = (location: Parameter['in'], lowerCase = false): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const parameter of parameters.values()) {
      if (parameter.in !== location) continue;
      const name = lowerCase ? parameter.name.toLowerCase() : parameter.name;
      properties[name] = parameter.schema ?? {};
      if (parameter.required) required.push(name);
    }
    return { type: 'object', properties, required };
  };
  const requestBody = operation.requestBody ? resolveRef(doc, operation.requestBody) : undefined;
  const jsonBody = requestBody?.content?.['application/json']?.schema;
  // Form posts arrive as strings: their schema is checked with coercion.
  const formBody = requestBody?.content?.['application/x-www-form-urlencoded']?.schema;
  const responses = new Map<string, ValidateFunction | null>();
  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    const response = resolveRef(doc, raw);
    const schema = response.content?.['application/json']?.schema;
    responses.set(status.toUpperCase(), schema ? compiler.strict(schema) : null);
  }
  // A review link's token (`reviewToken`) is no caller: the public review handlers check it themselves.
  const security = (
    operation.security ??
    (doc as { security?: Record<string, string[]>[] }).security ??
    []
  ).filter((entry) => !('reviewToken' in entry));
  const anonymousAllowed = security.length === 0 || security.some((entry) => Object.keys(entry).length === 0);
  return {
    operationId: operation.operationId ?? '',
    method,
    path,
    params: compiler.coercing(group('path')),
    query: compiler.coercing(group('query')),
    headers: compiler.coercing(group('header', true)),
    body: jsonBody ? compiler.strict(jsonBody) : formBody ? compiler.coercing(formBody) : null,
    bodyRequired: Boolean(requestBody?.required),
    mediaTypes: Object.keys(requestBody?.content ?? {}).map((type) => type.toLowerCase()),
    html: Object.values(operation.responses ?? {}).some((raw) => {
      const response = resolveRef(doc, raw) as {
        content?: Record<string, unknown>;
        headers?: Record<string, unknown>;
      };
      return Boolean(response.content?.['text/html'] || response.headers?.Location);
    }),
    authRequired: !anonymousAllowed,
    authOptional: anonymousAllowed && security.length > 0,
    schemes: new Map(security.flatMap((entry) => Object.entries(entry))),
    responses,
  };
}

/**
 * Whether the operation's `security` accepts this kind of caller: a user's access token (`bearerAuth`), a
 * project API key (`apiKey`) or a browser token (`browserToken`), with every scope the entry names. A
 * partner's call from a browser must also come from an origin its project allows (CORS only tells the
 * browser; this stops a token taken to another site). The contract is the single map of what a key may do.
 */
async function checkCaller(
  compiled: CompiledOperation,
  user: AuthUser,
  request: FastifyRequest,
  services: Services,
): Promise<void> {
  const partner = user.partner;
  const scopes = compiled.schemes.get(partner ? partner.via : 'bearerAuth');
  if (!scopes) {
    refusedCallers.add(request);
    throw forbidden(partner ? messages.apiKeyOperationRefused : messages.apiKeyRequired);
  }
  if (!partner) return;
  const missing = scopes.find((scope) => !(partner.scopes as string[]).includes(scope));
  if (missing) throw forbidden(messages.apiKeyScopeMissing.replace('{scope}', missing));
  const origin = request.headers.origin;
  if (origin && origin !== services.config.publicAppUrl) {
    const projects = await services.allowedOrigins.projectsAllowing(origin);
    if (!projects.has(partner.projectId)) throw forbidden(messages.apiKeyOriginNotAllowed);
  }
}

async function runOperation(
  compiled: CompiledOperation,
  definition: OperationDefinition,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  options: RouterOptions,
): Promise<unknown> {
  const user = compiled.authRequired || compiled.authOptional ? await options.authenticate(request) : null;
  if (compiled.authRequired && !user) throw unauthorized();
  if (user) await checkCaller(compiled, user, request, services);

  const params = { ...(request.params as Record<string, string>) };
  const query = { ...(request.query as Record<string, unknown>) };
  const headers = { ...request.headers };
  const violations: FieldViolation[] = [];
  if (!compiled.params(params)) violations.push(...toViolations(compiled.params.errors));
  if (!compiled.query(query)) violations.push(...toViolations(compiled.query.errors));
  if (!compiled.headers(headers)) violations.push(...toViolations(compiled.headers.errors));

  let body: unknown = request.body;
  if (compiled.body) {
    const mediaType =
      String(request.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase() ?? '';
    if (body !== undefined && !compiled.mediaTypes.includes(mediaType)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', messages.unsupportedMediaType);
    }
    if (body === undefined || body === null) {
      if (compiled.bodyRequired) throw new ApiError(400, 'BAD_REQUEST', messages.emptyBody);
    } else {
      // The shared rules' pt-BR messages are the ones the product shows; the contract schema catches the rest.
      const ruled = definition.rules?.(body) ?? [];
      // Ajv coerces a form body in place, so the handler sees numbers where the schema says so.
      if (typeof body === 'object') body = { ...(body as Record<string, unknown>) };
      const contract = compiled.body(body) ? [] : toViolations(compiled.body.errors);
      const ruledFields = new Set(ruled.map((violation) => violation.field));
      violations.push(...ruled, ...contract.filter((violation) => !ruledFields.has(violation.field)));
    }
  }
  if (violations.length > 0) throw validationError(violations);

  const data = await definition.handle({
    operationId: compiled.operationId,
    request,
    reply,
    // The router validated these parts against the operation's schemas just above.
    body: body as OperationContext['body'],
    query: query as OperationContext['query'],
    params: params as OperationContext['params'],
    user,
    services,
  });
  if (data instanceof Redirect) {
    reply.code(303).header('location', data.location).header('cache-control', 'no-store');
    return '';
  }
  if (data instanceof HtmlPage) {
    reply.code(data.statusCode).type('text/html; charset=utf-8');
    return data.html;
  }
  reply.type('application/json; charset=utf-8');
  if (data instanceof EncodedAnswer) {
    reply.header('vary', 'accept-encoding');
    // Small answers gain nothing from compression.
    if (data.body.length < 1024 || !acceptsGzip(request.headers['accept-encoding'])) return data.body;
    reply.header('content-encoding', 'gzip');
    return data.gzipped();
  }
  return { status: 'success', data: data ?? null };
}

/** Whether an `Accept-Encoding` header accepts gzip (not refused with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The text of a JSON answer as the response check reads it (encoded answers too); null for anything else. */
function answerText(payload: unknown, reply: FastifyReply): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  return (reply.getHeader('content-encoding') === 'gzip' ? gunzipSync(payload) : payload).toString();
}
