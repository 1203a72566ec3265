import { isPostifyApiError, type PostifyApiError } from '@postify/sdk';
import { useHookMessages } from './messages.js';

/** What every data hook adds to its TanStack result: the spec's pt-BR message for its failure. */
export interface WithErrorMessage {
  /** The pt-BR message the screen shows for this hook's failure, or `null` while nothing failed. */
  errorMessage: string | null;
}

/** The typed API error of a hook, when the failure came from the API (or the network). */
export function apiErrorOf(error: unknown): PostifyApiError | null {
  return isPostifyApiError(error) ? error : null;
}

/** Adds the fixed pt-BR failure `message` to a query or mutation result. */
export function withMessage<R extends { error: unknown }>(result: R, message: string): R & WithErrorMessage {
  return { ...result, errorMessage: result.error ? message : null };
}

/**
 * Adds the server's message (or `fallback`, 'Erro desconhecido' by default) for results whose catalogue
 * entry is the server's own text; outside pt-BR, the catalogue's text for the envelope's code.
 */
export function useServerMessage<R extends { error: unknown }>(
  result: R,
  fallback?: string,
): R & WithErrorMessage {
  const texts = useHookMessages();
  return {
    ...result,
    errorMessage: result.error ? texts.serverMessage(result.error, fallback ?? texts.unknown) : null,
  };
}
