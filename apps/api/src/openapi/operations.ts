import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { operations } from '@postify/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyGrant } from '../api-keys/keys.js';
import type { FieldViolation } from '../http/errors.js';
import type { Services } from '../services.js';

const gzipAsync = promisify(gzip);

/** A partner's call: a project API key, or a browser token exchanged for one (scopes as of the exchange). */
export interface PartnerCaller extends ApiKeyGrant {
  /** The security scheme of the contract the call used. */
  via: 'apiKey' | 'browserToken';
}

/** The caller behind a bearer token: a signed-in user, or a partner acting for its project's owner. */
export interface AuthUser {
  /** The user; for a partner, the owner of the key's project (never seen by account operations, refused). */
  userId: string;
  /** The session (refresh-token family) the access token was issued for; null for tokens minted in-process. */
  sessionId: string | null;
  /** Set when the bearer is an API key or a browser token. */
  partner?: PartnerCaller;
}

/** An operation of the OpenAPI file, by its `operationId`. */
export type OperationId = keyof operations;

/** A parameter group of the contract; an operation without one gets an empty object. */
type ParameterGroup<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** The JSON (or HTML form) body of a request body; multipart bodies are read from the request itself. */
type BodyContent<B> = B extends { content: { 'application/json': infer Json } }
  ? Json
  : B extends { content: { 'application/x-www-form-urlencoded': infer Form } }
    ? Form
    : unknown;

/** The validated body of an operation: required, optional (`undefined` when absent) or none. */
type RequestBody<Operation> = Operation extends { requestBody: infer B }
  ? BodyContent<B>
  : Operation extends { requestBody?: infer B }
    ? [NonNullable<B>] extends [never]
      ? undefined
      : BodyContent<NonNullable<B>> | undefined
    : undefined;

/** What every handler receives whatever its operation: the request, the caller and the server's services. */
export interface RequestContext {
  operationId: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The bearer's user; null only on operations whose security allows anonymous calls. */
  user: AuthUser | null;
  services: Services;
}

/** What the handler of `Id` receives: the request parts the router validated, typed by the contract. */
export interface OperationContext<Id extends OperationId = OperationId> extends RequestContext {
  body: RequestBody<operations[Id]>;
  /** Query parameters, coerced to the contract's types. */
  query: ParameterGroup<operations[Id]['parameters']['query']>;
  /** Path parameters, coerced to the contract's types. */
  params: ParameterGroup<operations[Id]['parameters']['path']>;
}

/** An HTML page answer (sandbox pages); everything else is wrapped in the success envelope. */
export class HtmlPage {
  constructor(
    readonly html: string,
    readonly statusCode = 200,
  ) {}
}

/**
 * A whole success envelope, already encoded: an answer made once and sent to several calls. Its gzip is
 * made once too, when a caller first accepts it: a browser then receives a calendar week's 250 KB of JSON
 * as about a sixth of that.
 */
export class EncodedAnswer {
  readonly body: Buffer;
  #gzipped: Promise<Buffer> | undefined;
  constructor(data: unknown) {
    this.body = Buffer.from(JSON.stringify({ status: 'success', data }));
  }
  gzipped(): Promise<Buffer> {
    this.#gzipped ??= gzipAsync(this.body);
    return this.#gzipped;
  }
}

/** A 303 redirect answer (sandbox form posts). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** One operation's implementation, registered under its OpenAPI `operationId`. */
export interface OperationDefinition<Id extends OperationId = OperationId> {
  /** Field rules with the spec's pt-BR messages, checked before the contract schema. */
  rules?: (body: unknown) => FieldViolation[];
  /** The most bytes a JSON body may have, when the server's `bodyLimit` is too small (a whole CSV import). */
  bodyLimit?: number;
  /** Returns the `data` of the success envelope (or an `EncodedAnswer`, an `HtmlPage`); set `reply.code()` for 201. */
  handle(ctx: OperationContext<Id>): Promise<unknown>;
}

/** A module of handlers keyed by operationId, each typed by its operation in the contract. */
export type OperationModule = { [Id in OperationId]?: OperationDefinition<Id> };

/** Handlers of operations outside the contract's types (a test's extra operations). */
export type UntypedModule = Record<string, OperationDefinition>;

/** The signed-in user, for handlers of operations that require a bearer token. */
export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error(`${ctx.operationId} reads the user but its security allows anonymous calls`);
  return ctx.user;
}
