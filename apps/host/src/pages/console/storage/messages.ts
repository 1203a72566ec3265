import { errorMessage, isPostifyApiError } from '@postify/sdk';

/**
 * The reason in 'Erro ao criar pasta: {reason}' (publishing spec, error catalogue). TEMPORARY in the host
 * until the storage hooks of @postify/hooks carry it.
 */
export function folderCreationReason(error: unknown): string {
  if (isPostifyApiError(error)) {
    if (error.status === 404) return 'Endpoint não encontrado. Verifique a configuração da API.';
    if (error.status === 401) return 'Não autorizado. Verifique sua autenticação.';
    if (error.status === 500) return 'Erro interno do servidor.';
  }
  return errorMessage(error, 'Erro desconhecido');
}
