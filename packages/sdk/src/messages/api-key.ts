/**
 * The pt-BR refusals of the API key and allowed-origin rules (`@postify/sdk/rules`, `api-keys.ts`), catalogue
 * codes `apiKey.<key>`.
 */
export const apiKeyMessages = {
  nameRequired: 'Dê um nome à chave',
  nameMax: 'O nome deve ter no máximo 60 caracteres',
  scopesRequired: 'Escolha pelo menos uma permissão',
  scopeUnknown: 'Permissão desconhecida',
  originInvalid: 'Informe uma origem como https://app.exemplo.com.br (sem caminho, sem barra no final)',
  originWildcard: 'Curingas (*) não são aceitos: informe cada origem por completo',
  originDuplicate: 'Esta origem já está na lista',
  originsTooMany: 'No máximo 20 origens por projeto',
} as const;

/** Keys of {@link apiKeyMessages}. */
export type ApiKeyMessageKey = keyof typeof apiKeyMessages;
