/**
 * The review link's refusals: the API's `REVIEW_LINK_EXPIRED` / `REVIEW_LINK_REVOKED` below and the review
 * page's own texts (`approvalMessages.linkExpired`…). Written here, so that the error texts every screen
 * may show do not bring the approvals' table with them.
 */
export const reviewLinkMessages = {
  expired: 'Este link de revisão expirou. Peça um novo link a quem o enviou.',
  revoked: 'Este link de revisão foi revogado. Peça um novo link a quem o enviou.',
} as const;

/**
 * The pt-BR texts of the client's own failures and of the API's error codes (`ErrorEnvelope.code`). The
 * server's envelope already carries a pt-BR message, usually more precise than these: the catalogue
 * entries stand in for it in another language (an `en` partner sees English) or when it has none.
 */
export const errorMessages = {
  default: 'Erro ao processar a requisição',
  NETWORK_ERROR: 'Não foi possível conectar ao servidor. Verifique sua conexão.',
  UPLOAD_FAILED: 'Erro ao enviar arquivo',
  DOWNLOAD_FAILED: 'Não foi possível carregar o arquivo',
  VALIDATION_ERROR: 'Dados inválidos',
  BAD_REQUEST: 'Erro ao processar a requisição',
  UNAUTHORIZED: 'Sessão expirada. Faça login novamente.',
  INVALID_CREDENTIALS: 'E-mail ou senha inválidos',
  INVALID_CODE: 'Código inválido ou expirado',
  INVALID_STATE: 'Esta ação não está disponível agora.',
  FORBIDDEN: 'Você não tem permissão para realizar esta ação',
  FOLDER_PASSWORD_REQUIRED: 'Esta pasta é protegida por senha.',
  NOT_FOUND: 'Recurso não encontrado',
  CONFLICT: 'Este item já existe ou foi alterado.',
  PLAN_LIMIT_REACHED: 'Você atingiu o limite do seu plano.',
  METRICS_NOT_AVAILABLE: 'Métricas indisponíveis para esta conta.',
  PAYLOAD_TOO_LARGE: 'O corpo da requisição é grande demais',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns instantes e tente novamente.',
  INTERNAL_ERROR: 'Erro interno do servidor.',
  SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível',
  REVIEW_LINK_EXPIRED: reviewLinkMessages.expired,
  REVIEW_LINK_REVOKED: reviewLinkMessages.revoked,
} as const;
