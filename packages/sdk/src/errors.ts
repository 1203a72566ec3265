/** One violation of a field rule, as the API reports it in `details`. */
export interface FieldViolation {
  field: string;
  message: string;
}

/** The message shown when an error carries none of its own (account spec, error catalogue). */
export const DEFAULT_ERROR_MESSAGE = 'Erro ao processar a requisição';
/** The message shown when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão.';

/** An error answered by the Postify API (or the network), with the envelope's code, pt-BR message and details. */
export class PostifyApiError extends Error {
  override readonly name = 'PostifyApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Stable error type, e.g. `VALIDATION_ERROR`, `UNAUTHORIZED`, `NETWORK_ERROR`. */
  readonly code: string;
  /** Field violations, when the server sent them. */
  readonly details: FieldViolation[] | null;
  /** When the server produced the error (ISO-8601), if it said. */
  readonly timestamp: string | null;

  constructor(init: {
    status: number;
    code: string;
    message?: string | null;
    details?: FieldViolation[] | null;
    timestamp?: string | null;
    cause?: unknown;
  }) {
    super(init.message || DEFAULT_ERROR_MESSAGE, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? null;
    this.timestamp = init.timestamp ?? null;
  }

  /** The message of the first violation of `field`, if any. */
  fieldMessage(field: string): string | undefined {
    return this.details?.find((d) => d.field === field)?.message;
  }
}

/** True when `error` is a {@link PostifyApiError}. */
export function isPostifyApiError(error: unknown): error is PostifyApiError {
  return error instanceof PostifyApiError;
}

const MAX_RETRIES = 3;

/**
 * The retry rule for Postify calls, in the `(failureCount, error)` shape TanStack Query and most retry
 * loops take: a failure worth trying again (no connection, a timeout, too many requests, a server error)
 * is retried up to three times; an answer such as 401, 403, 404 or 422 is final, so retrying it would only
 * delay the message the user needs (e.g. a folder's password prompt).
 */
export function retryTransientFailure(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof PostifyApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The pt-BR message to show a user for any thrown value: the server's message (a {@link PostifyApiError}
 * always carries one), another error's own message, or `fallback` when it has none.
 */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** What the shared error toast says about a failed call. */
export interface ErrorNotice {
  title: string;
  description?: string;
}

/**
 * The shared error toast of the error catalogue: titled `title` ('Erro ao processar a requisição' unless
 * the catalogue names the failure) with the server's pt-BR message, or `fallback`, beneath it. The
 * description is left out when it would only repeat the title.
 */
export function errorNotice(
  error: unknown,
  { title = DEFAULT_ERROR_MESSAGE, fallback = '' }: { title?: string; fallback?: string } = {},
): ErrorNotice {
  const description = errorMessage(error, fallback);
  return description && description !== title ? { title, description } : { title };
}
