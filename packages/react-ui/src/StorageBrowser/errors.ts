import type { StorageBrowserMessages } from './messages';

/**
 * The reason shown after 'Erro ao criar pasta: ', per the spec: 404, 401 and 500 have fixed texts;
 * otherwise the server's message or the error's message; 'Erro desconhecido' when there is none.
 */
export function folderCreationReason(error: unknown, copy: StorageBrowserMessages): string {
  // Duck-typed so the component does not pull in the SDK's client: `PostifyApiError` carries `status`.
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  if (status === 404) return copy.reason404;
  if (status === 401) return copy.reason401;
  if (status === 500) return copy.reason500;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return copy.unknownError;
}

/** The thrown value's message, or `fallback` when it has none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
