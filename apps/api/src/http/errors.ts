import { messages } from '../messages.js';

/** A field violation in an error envelope. */
export interface FieldViolation {
  field: string;
  message: string;
}

/** An error that becomes the spec's error envelope with a stable `code` and a pt-BR `message`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: FieldViolation[] | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400 VALIDATION_ERROR with one entry per violated field. */
export const validationError = (details: FieldViolation[]) =>
  new ApiError(400, 'VALIDATION_ERROR', messages.validation, details);
export const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);
export const unauthorized = (message: string = messages.unauthorized) =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export const invalidCode = () => new ApiError(400, 'INVALID_CODE', messages.invalidCode);
/** 429 with `Retry-After` in whole seconds. */
export const rateLimited = (retryAfterSeconds: number, message: string = messages.rateLimited) =>
  new ApiError(429, 'RATE_LIMITED', message, null, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The error envelope body. */
export function errorEnvelope(code: string, message: string, details: FieldViolation[] | null = null) {
  return { status: 'error' as const, timestamp: new Date().toISOString(), code, message, details };
}
