import type { Middleware } from 'openapi-fetch';
import { type FieldViolation, NETWORK_ERROR_MESSAGE, PostifyApiError } from '../errors.js';

interface ErrorEnvelope {
  status: 'error';
  timestamp?: string;
  code?: string;
  message?: string;
  details?: FieldViolation[] | null;
}

/**
 * Unwraps `{status: "success", data}` to `data`, and turns any failed answer into a thrown
 * {@link PostifyApiError} carrying the error envelope's code, pt-BR message and details.
 */
export function envelopeMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      if (!response.ok) throw await toApiError(response, isJson);
      if (!isJson || response.status === 204) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (!isSuccessEnvelope(body)) return response;
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(body.data === null ? 'null' : JSON.stringify(body.data), {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    },
    onError({ error }) {
      if (error instanceof PostifyApiError) return error;
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      return new PostifyApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        cause: error,
        message: NETWORK_ERROR_MESSAGE,
      });
    },
  };
}

function isSuccessEnvelope(body: unknown): body is { status: 'success'; data: unknown } {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'success';
}

async function toApiError(response: Response, isJson: boolean): Promise<PostifyApiError> {
  const body: unknown = isJson ? await response.json().catch(() => undefined) : undefined;
  const envelope =
    typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error'
      ? (body as ErrorEnvelope)
      : undefined;
  return new PostifyApiError({
    status: response.status,
    code: envelope?.code ?? `HTTP_${response.status}`,
    message: envelope?.message ?? null,
    details: envelope?.details ?? null,
    timestamp: envelope?.timestamp ?? null,
  });
}
