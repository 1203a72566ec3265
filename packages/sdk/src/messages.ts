import type { Schemas } from './types.js';

/**
 * The pt-BR copy of every rule in `@postify/sdk/schemas`: validation messages, strength labels, media
 * and scheduling refusals. Texts quoted by the product specification are kept verbatim; the others
 * (marked "ours" in docs/rules.md) were written in the same voice where the specification was silent.
 * The state rules' labels (`@postify/sdk/rules`) are in `stateMessages` below, so each entry bundles
 * only its own copy.
 */
export const sdkMessages = {
  email: 'Email inválido',
  signInPasswordRequired: 'Senha é obrigatória',
  passwordMin: 'A senha deve ter no mínimo 8 caracteres',
  passwordMax: 'A senha deve ter no máximo 64 caracteres',
  passwordUppercase: 'A senha deve conter pelo menos uma letra maiúscula',
  passwordLowercase: 'A senha deve conter pelo menos uma letra minúscula',
  passwordDigit: 'A senha deve conter pelo menos um número',
  passwordSpecial: 'A senha deve conter pelo menos um caractere especial',
  passwordMismatch: 'As senhas não coincidem',
  currentPasswordRequired: 'Informe a senha atual',
  currentPasswordWrong: 'Senha atual incorreta',
  nameRequired: 'Nome é obrigatório',
  phoneRequired: 'Telefone é obrigatório',
  resetCode: 'Código inválido',
  onboardingCode: 'Digite o código de 6 dígitos',
  onboardingPhone: 'Digite um telefone válido',
  howDiscoveredRequired: 'Por favor, conte como conheceu a plataforma',
  messageRequired: 'Mensagem é obrigatória',
  projectNameRequired: 'Nome do projeto é obrigatório',
  projectNameMin: 'Nome deve ter pelo menos 3 caracteres',
  projectNameMax: 'Nome deve ter no máximo 100 caracteres',
  projectNameChars: 'Nome pode conter apenas letras, números, espaços, hífens e underscores',
  projectDescriptionRequired: 'Descrição é obrigatória',
  projectDescriptionMin: 'Descrição deve ter pelo menos 10 caracteres',
  projectDescriptionMax: 'Descrição deve ter no máximo 500 caracteres',
  projectTimeZoneInvalid: 'Fuso horário inválido',
  captionRequired: 'A legenda é obrigatória',
  mediaOneVideo: 'Apenas 1 vídeo é permitido.',
  mediaNoMixing: 'Você não pode misturar vídeos e imagens.',
  mediaMaxImages: 'Você pode enviar no máximo 15 imagens.',
  mediaUnsupportedType: 'Apenas imagens e vídeos são aceitos.',
  scheduleDateRequired: 'Selecione uma data',
  scheduleTimeRequired: 'Selecione um horário',
  scheduleAccountsRequired: 'Selecione pelo menos uma conta',
  scheduleRepeatNumberMin: 'O número de repetições deve ser no mínimo 1',
  scheduleRepeatTypeMin: 'O intervalo deve ser de no mínimo 1 dia',
  scheduleRepeatNumberMax: 'O número de repetições deve ser no máximo 366',
  scheduleRepeatTypeMax: 'O intervalo deve ser de no máximo 365 dias',
  folderNameRequired: 'O nome da pasta é obrigatório',
  renameRequired: 'O novo nome é obrigatório',
  strengthMinLength: 'Pelo menos 8 caracteres',
  strengthUppercase: 'Uma letra maiúscula',
  strengthLowercase: 'Uma letra minúscula',
  strengthDigit: 'Um número',
  strengthSpecial: 'Um caractere especial',
  strengthVeryWeak: 'Muito fraca',
  strengthWeak: 'Fraca',
  strengthStrong: 'Forte',
} as const;

/** Keys of {@link sdkMessages}. */
export type SdkMessageKey = keyof typeof sdkMessages;

/** The pt-BR labels and refusals of the React-free state rules in `@postify/sdk/rules` (composer, scheduling, pricing). */
export const stateMessages = {
  composerSaveSchedule: 'Agendar',
  composerSavePostNow: 'Postar Agora',
  composerSaveQueue: 'Adicionar à fila',
  composerSaveDefault: 'Salvar',
  composerDraftStatus: 'Rascunho',
  scheduleHeadingCreate: 'Novo Agendamento',
  scheduleHeadingEdit: 'Editar Agendamento',
  scheduleSubmitCreate: 'Adicionar Agendamento',
  scheduleSubmitEdit: 'Salvar Alterações',
  scheduleList: 'Agendamentos',
  pricingMonthly: 'Mensalmente',
  pricingYearly: 'Anualmente',
  scheduleDatePast: 'Escolha uma data e um horário no futuro',
  resendCode: 'Reenviar código',
  resendCodeIn: 'Reenviar código em {seconds} s',
  codeResent: 'Código enviado!',
  otpDigit: 'Dígito {index} de {length}',
  occurrenceRetryNotFailed: 'Só é possível tentar novamente uma publicação que falhou.',
  occurrenceRetryReconnect: 'Reconecte a conta antes de tentar novamente.',
  occurrenceCancelPublishing: 'Esta publicação já está sendo enviada e não pode mais ser cancelada.',
  occurrenceCancelDone: 'Só é possível cancelar um agendamento que ainda não foi publicado.',
} as const;

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

/**
 * The pt-BR refusals of `webhookUrlError` and the labels of the webhook events (`@postify/sdk/rules`,
 * `webhooks.ts`), catalogue codes `webhook.<key>` (`webhook.urlHttps`, `webhook.event.post.published`).
 * Apart from `stateMessages` so screens without webhooks do not carry them.
 */
export const webhookMessages = {
  urlInvalid: 'Informe uma URL válida',
  urlHttps: 'A URL deve começar com https://',
  'event.post.published': 'Post publicado',
  'event.post.failed': 'Falha na publicação',
  'event.post.scheduled': 'Post agendado',
  'event.account.disconnected': 'Conta desconectada',
} as const satisfies Record<'urlInvalid' | 'urlHttps' | `event.${Schemas['WebhookEventType']}`, string>;

/** Keys of {@link webhookMessages}. */
export type WebhookMessageKey = keyof typeof webhookMessages;

/**
 * Approvals (`@postify/sdk/rules`, `approvals.ts`): review states, history lines, the review queue's and the
 * review page's labels and refusals, catalogue codes `approval.<key>` (`approval.status.IN_REVIEW`,
 * `approval.commentRequired`). Apart from `stateMessages` so screens without approvals do not carry them.
 */
export const approvalMessages = {
  'status.IN_REVIEW': 'Em revisão',
  'status.CHANGES_REQUESTED': 'Alterações solicitadas',
  'status.APPROVED': 'Aprovado',
  'event.CREATED': '{name} criou o post',
  'event.EDITED': '{name} editou o post',
  'event.SUBMITTED': '{name} enviou para revisão',
  'event.APPROVED': '{name} aprovou',
  'event.CHANGES_REQUESTED': '{name} solicitou alterações',
  'event.PUBLISHED': 'Publicado no {network}',
  someone: 'Alguém',
  partnerKey: 'Integração (chave de API)',
  client: '{name} (cliente)',
  approve: 'Aprovar',
  requestChanges: 'Solicitar alterações',
  commentLabel: 'Comentário',
  commentRequired: 'Diga o que precisa mudar',
  commentTooLong: 'O comentário pode ter no máximo 2.000 caracteres',
  clientNameRequired: 'Informe o nome do cliente',
  postsRequired: 'Escolha ao menos um post para revisão',
  postsTooMany: 'No máximo 20 posts por link de revisão',
  notWaiting: 'Este post não está aguardando revisão',
  requiresApproval: 'Exigir aprovação',
  requiresApprovalHint:
    'Os posts criados ou editados por editores vão para Em revisão e só são agendados depois de aprovados por um administrador ou pelo cliente.',
  editorNotice: 'Este projeto exige aprovação: seu post vai para Em revisão antes de ser agendado.',
  queueTitle: 'Fila de revisão',
  queueEmpty: 'Nenhum post aguardando revisão',
  queueEmptyHint: 'Quando um editor criar ou editar um post, ele aparece aqui para você aprovar.',
  history: 'Histórico',
  linkInvalid: 'Link de revisão inválido',
  linkExpired: 'Este link de revisão expirou. Peça um novo link a quem o enviou.',
  linkRevoked: 'Este link de revisão foi revogado. Peça um novo link a quem o enviou.',
  reviewPageTitle: 'Revisão de posts',
  reviewPageIntro: '{project} enviou estes posts para sua aprovação, {client}.',
  reviewPageExpires: 'Link válido até {date}',
  decided: 'Decisão registrada',
} as const;

/** Keys of {@link approvalMessages}. */
export type ApprovalMessageKey = keyof typeof approvalMessages;

/**
 * The pt-BR refusals of `validateForNetworks`, by problem code, in ICU MessageFormat. Values: `network`
 * (its name), `text` ('caption', 'title' or 'description'), `unit` ('characters' or 'bytes'), `actual`
 * and `limit` (counts), `kind` ('image', 'video' or 'mixed'), `onlyVideo` ('yes'/'no'), `duration` and
 * `limitDuration` ('m:ss' or 'h:mm:ss').
 */
export const networkMessages = {
  'text-too-long':
    '{text, select, title {O título} description {A descrição} other {A legenda}} tem {actual, number} {unit, select, bytes {bytes} other {caracteres}}; o {network} aceita até {limit, number}.',
  'too-many-hashtags': 'A legenda tem {actual} hashtags; o {network} aceita até {limit}.',
  'media-required':
    '{onlyVideo, select, yes {O {network} exige um vídeo.} other {O {network} exige pelo menos uma mídia.}}',
  'kind-not-accepted': 'O {network} aceita apenas vídeo.',
  'mixed-media': 'O {network} não aceita imagens e vídeos no mesmo post.',
  'too-many-images':
    'O post tem {actual, plural, one {# imagem} other {# imagens}}; o {network} aceita até {limit, number}.',
  'too-many-items':
    'O post tem {actual, plural, one {# {kind, select, image {imagem} video {vídeo} other {mídia}}} other {# {kind, select, image {imagens} video {vídeos} other {mídias}}}}; o {network} aceita até {limit, number}.',
  'too-many-videos':
    'O post tem {actual, plural, one {# vídeo} other {# vídeos}}; o {network} aceita {limit, plural, =1 {1 vídeo} other {até {limit}}}.',
  'video-too-short': 'O vídeo tem {duration}; o {network} exige pelo menos {limitDuration}.',
  'video-too-long': 'O vídeo tem {duration}; o {network} aceita até {limitDuration}.',
  'version-duplicate': 'O {network} tem mais de uma versão; deixe uma só.',
  'version-caption-required':
    'A legenda da versão do {network} está vazia. Escreva um texto ou use "Voltar ao texto original".',
  'version-media-order': 'A ordem das mídias do {network} precisa listar cada mídia do post uma única vez.',
  'comment-not-supported':
    'O primeiro comentário só é publicado no Instagram e no Facebook, não no {network}.',
  'comment-too-long':
    'O primeiro comentário tem {actual, number} caracteres; o {network} aceita até {limit, number}.',
  'comment-too-many-hashtags': 'O primeiro comentário tem {actual} hashtags; o {network} aceita até {limit}.',
} as const;

/**
 * The pt-BR refusals of the TikTok posting rules (`tiktokOptionsProblems` of `@postify/sdk/rules`), catalogue
 * codes `tiktok.<code>`; the API answers the same texts. `videoTooLong` takes `duration` and `limitDuration`
 * ('m:ss').
 */
export const tiktokMessages = {
  privacyRequired: 'Escolha quem pode ver este post no TikTok.',
  privacyNotAllowed: 'Esta conta do TikTok não permite esta opção de privacidade. Escolha outra.',
  commentDisabled: 'Esta conta do TikTok desativou os comentários; não é possível permiti-los.',
  duetDisabled: 'Esta conta do TikTok desativou os duetos; não é possível permiti-los.',
  stitchDisabled: 'Esta conta do TikTok desativou as costuras; não é possível permiti-las.',
  disclosureKindRequired:
    'Indique se o post promove a sua marca, conteúdo de marca ou ambos, ou desative a divulgação de conteúdo comercial.',
  disclosureOff: 'Ative a divulgação de conteúdo comercial para marcar sua marca ou conteúdo de marca.',
  brandedContentPrivate: 'Conteúdo de marca não pode ser privado: escolha outra opção de privacidade.',
  musicUsageRequired: 'Confirme que concorda com a Confirmação de Uso de Música do TikTok.',
  videoTooLong: 'O vídeo tem {duration}; esta conta do TikTok aceita vídeos de até {limitDuration}.',
  optionsRequired: 'Escolha as opções do TikTok antes de publicar.',
  optionsWithoutTikTok: 'As opções do TikTok só valem para posts com uma conta do TikTok.',
} as const;

/**
 * The pt-BR texts of 'Importar CSV' (`checkPostImportRows` and `parsePostImportCsv` of `@postify/sdk/rules`),
 * catalogue codes `import.<key>`, in ICU MessageFormat.
 */
export const importMessages = {
  captionRequired: 'A legenda é obrigatória',
  dateRequired: 'Informe a data (dd/mm/aaaa)',
  dateInvalid: 'Data inválida: “{date}”. Use dd/mm/aaaa, como 25/12/2026',
  timeRequired: 'Informe o horário (hh:mm)',
  timeInvalid: 'Horário inválido: “{time}”. Use hh:mm, de 00:00 a 23:59',
  datePast: 'Escolha uma data e um horário no futuro',
  accountsRequired: 'Informe pelo menos uma conta, como @lojadamaria',
  accountUnknown: 'A conta {account} não está conectada a este projeto',
  mediaUrlNotSupported:
    'Links externos ainda não são importados: envie o arquivo para Meus Arquivos e use o caminho dele ({media})',
  mediaKindUnknown: 'Não reconhecemos “{media}” como imagem ou vídeo pela extensão',
  mediaNotFound: '“{media}” não foi encontrado em Meus Arquivos (ou está em uma pasta protegida por senha)',
  firstCommentNotSupported: 'O primeiro comentário ainda não pode ser importado: deixe esta coluna vazia',
  lineProblem: 'Linha {line}: {message}',
  empty: 'O arquivo não tem posts: preencha uma linha por post abaixo do cabeçalho',
  missingColumns:
    '{count, plural, one {Falta a coluna {columns}} other {Faltam as colunas {columns}}}. Baixe o modelo para ver o formato',
  tooManyRows: 'O arquivo tem {count, number} linhas; importe no máximo {max, number} por vez',
  replayConflict: 'Esta importação já foi feita com outras linhas. Recarregue a página e tente de novo.',
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
  REVIEW_LINK_EXPIRED: approvalMessages.linkExpired,
  REVIEW_LINK_REVOKED: approvalMessages.linkRevoked,
} as const;

/**
 * The catalogue codes of {@link sdkMessages} (`validation.email`…): the schemas of `@postify/sdk/schemas`
 * carry these as their issues' messages, and `validate` turns them into text at display time (pt-BR
 * unless given another catalogue), so one schema serves every language.
 */
export const validationCodes = /* @__PURE__ */ Object.fromEntries(
  Object.keys(sdkMessages).map((key) => [key, `validation.${key}`]),
) as { readonly [K in SdkMessageKey]: `validation.${K}` };

/** The pt-BR text of a validation code, or the code itself when it is not one (e.g. zod's own). */
export function validationText(code: string): string {
  const key = code.startsWith('validation.') ? code.slice('validation.'.length) : '';
  return key in sdkMessages ? sdkMessages[key as SdkMessageKey] : code;
}
