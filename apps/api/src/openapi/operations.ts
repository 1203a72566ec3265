import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldViolation } from '../http/errors.js';
import type { Services } from '../services.js';

/** The signed-in user behind a bearer token. */
export interface AuthUser {
  userId: string;
  /** The session (refresh-token family) the access token was issued for; null for tokens minted in-process. */
  sessionId: string | null;
}

/** What a handler receives: the validated request parts and the server's services. */
export interface OperationContext {
  operationId: string;
  request: FastifyRequest;
  reply: FastifyReply;
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
  /** The bearer's user; null only on operations whose security allows anonymous calls. */
  user: AuthUser | null;
  services: Services;
}

/** An HTML page answer (sandbox pages); everything else is wrapped in the success envelope. */
export class HtmlPage {
  constructor(
    readonly html: string,
    readonly statusCode = 200,
  ) {}
}

/** A 303 redirect answer (sandbox form posts). */
export class Redirect {
  constructor(readonly location: string) {}
}

/** One operation's implementation, registered under its OpenAPI `operationId`. */
export interface OperationDefinition {
  /** Field rules with the spec's pt-BR messages, checked before the contract schema. */
  rules?: (body: unknown) => FieldViolation[];
  /** Returns the `data` of the success envelope (or an `HtmlPage`); set `reply.code()` for 201. */
  handle: (ctx: OperationContext) => Promise<unknown>;
}

/** A module of handlers keyed by operationId; later issues add their own modules. */
export type OperationModule = Record<string, OperationDefinition>;

/** The signed-in user, for handlers of operations that require a bearer token. */
export function requireUser(ctx: OperationContext): AuthUser {
  if (!ctx.user) throw new Error(`${ctx.operationId} reads the user but its security allows anonymous calls`);
  return ctx.user;
}
