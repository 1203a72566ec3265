/** Every pt-BR message the server writes, in one place; spec catalogue texts are kept verbatim. */
export const messages = {
  internalError: 'Erro interno do servidor.',
  routeNotFound: 'Rota não encontrada',
  notFound: 'Recurso não encontrado',
  malformedJson: 'Erro ao processar a requisição',
  emptyBody: 'O corpo da requisição está vazio',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  payloadTooLarge: 'O corpo da requisição é grande demais',
  validation: 'Dados inválidos',
  unauthorized: 'Sessão expirada. Faça login novamente.',
  invalidCredentials: 'E-mail ou senha inválidos',
  invalidCode: 'Código inválido ou expirado',
  invalidRefreshToken: 'Sessão expirada. Faça login novamente.',
  invalidResetToken: 'Link de redefinição inválido ou expirado',
  invalidUserToken: 'Link inválido ou expirado',
  userNotFound: 'Usuário não encontrado',
  forbidden: 'Você não tem permissão para realizar esta ação',
  rateLimited: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
  resendTooSoon: 'Aguarde alguns segundos antes de pedir um novo código.',
  emailTaken: 'Este e-mail já está cadastrado',
  waitingDuplicate: 'Este e-mail já está na lista de espera',
  projectNotFound: 'Projeto não encontrado',
  memberNotFound: 'Membro não encontrado',
  inviteNotFound: 'Convite não encontrado',
  planNotFound: 'Plano não encontrado',
  planWithoutPrice: 'Este plano ainda não pode ser assinado. Tente novamente mais tarde.',
  invalidWebhookSignature: 'Assinatura do evento inválida.',
  projectLimitReached: 'Você atingiu o limite de projetos do seu plano',
  ownerMembershipFixed: 'O proprietário do projeto não pode ser alterado nem removido',
  webhookEndpointNotFound: 'Endpoint de webhook não encontrado',
  webhookDeliveryNotFound: 'Entrega não encontrada',
  webhookEndpointsLimit: 'Este projeto já tem o máximo de {max} endpoints de webhook.',
  webhookRedeliverDisabled: 'Reative o endpoint antes de reenviar.',
  webhookRedeliverInProgress: 'Esta entrega ainda está em andamento.',
  alreadyMember: 'Este e-mail já é membro do projeto',
  inviteAlreadyPending: 'Já existe um convite pendente para este e-mail',
  // Partner access (API keys and browser tokens); ours, in the catalogue's voice.
  apiKeyOperationRefused: 'Chaves de API e tokens de navegador não podem ser usados nesta operação.',
  apiKeyRequired: 'Esta operação exige uma chave de API do projeto.',
  apiKeyScopeMissing: 'A chave de API não tem a permissão necessária ({scope}).',
  apiKeyOtherProject: 'A chave de API pertence a outro projeto.',
  apiKeyOriginNotAllowed: 'Esta origem não está autorizada a usar a API deste projeto.',
  apiKeyNotFound: 'Chave de API não encontrada',
  apiKeyInvalid: 'Chave de API inválida ou revogada.',
  // Field messages not in the spec's catalogue.
  phoneOrPasswordRequired: 'Informe o telefone ou a nova senha',
  fieldRequired: 'Campo obrigatório',
  fieldInvalid: 'Valor inválido',
  fieldTooLong: 'Valor longo demais',
  fieldTooShort: 'Valor curto demais',
  fieldUnknown: 'Campo não permitido',
  serviceUnavailable: 'Serviço temporariamente indisponível',
  // Why /health/ready says not ready (details of the 503).
  notReadyDatabase: 'O banco de dados não responde.',
  notReadyMigrations: 'Há migrações pendentes: rode o comando migrate.',
  notReadyShuttingDown: 'O servidor está sendo encerrado.',
  // The spec's text for a billing portal without a subscription.
  noLiveSubscription: 'Você precisa ter uma assinatura ativa para acessar o portal de cobrança.',
  invalidPortalLink: 'Link do portal inválido. Abra o portal pela tela Cobrança do Postify.',
  expiredPortalLink:
    'Link do portal expirado. Por segurança, ele vale 15 minutos: abra o portal de novo pela tela Cobrança do Postify.',
  openBillingScreen: 'Abrir a tela Cobrança',
  checkoutSentTitle: 'Confira seu e-mail',
  checkoutSent:
    'Enviamos um e-mail para o endereço informado com o próximo passo. Abra o link que está nele para continuar.',
  checkoutSentSpam: 'Não recebeu? Confira a caixa de spam ou lixo eletrônico.',
} as const;

// The parts' own sections of the catalogue, reached through this module so every text has one address.
export { networkMessages, providerMessages } from './networks/messages.js';
export { failureMessages, postMessages } from './posts/messages.js';
export { storageMessages } from './storage/messages.js';
