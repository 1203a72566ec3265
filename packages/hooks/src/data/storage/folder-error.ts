import { errorMessage, isPostifyApiError } from '@postify/sdk';
import { hookMessages } from '../core/messages.js';

/**
 * 'Erro ao criar pasta: {reason}', the reason by status as the publishing spec lists it: 404, 401 and 500
 * have fixed texts; otherwise the server message or the error message; 'Erro desconhecido' by default.
 */
export function createFolderErrorMessage(error: unknown): string {
  const status = isPostifyApiError(error) ? error.status : null;
  const reason =
    status === 404
      ? hookMessages.folderNotFound
      : status === 401
        ? hookMessages.folderUnauthorized
        : status === 500
          ? hookMessages.folderServerError
          : errorMessage(error, hookMessages.unknown);
  return `${hookMessages.createFolderPrefix}: ${reason}`;
}
