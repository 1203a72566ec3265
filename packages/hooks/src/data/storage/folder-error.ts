import { errorMessage, isPostifyApiError } from '@postify/sdk';
import { type HookTexts, hookMessages as ptBR } from '../core/messages.js';

/**
 * 'Erro ao criar pasta: {reason}', the reason by status as the publishing spec lists it: 404, 401 and 500
 * have fixed texts; otherwise the server message or the error message; 'Erro desconhecido' by default.
 * `hookMessages` gives the texts in another language (`useHookMessages()`).
 */
export function createFolderErrorMessage(
  error: unknown,
  hookMessages: Pick<
    HookTexts,
    'folderNotFound' | 'folderUnauthorized' | 'folderServerError' | 'unknown' | 'createFolderPrefix'
  > & {
    serverMessage?: HookTexts['serverMessage'];
  } = ptBR,
): string {
  const status = isPostifyApiError(error) ? error.status : null;
  const reason =
    status === 404
      ? hookMessages.folderNotFound
      : status === 401
        ? hookMessages.folderUnauthorized
        : status === 500
          ? hookMessages.folderServerError
          : hookMessages.serverMessage
            ? hookMessages.serverMessage(error, hookMessages.unknown)
            : errorMessage(error, hookMessages.unknown);
  return `${hookMessages.createFolderPrefix}: ${reason}`;
}
