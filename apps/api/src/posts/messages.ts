/** The posts part's pt-BR messages; the composer's own rules come from `@postify/sdk/schemas`. */
export const postMessages = {
  postNotFound: 'Post não encontrado',
  scheduleNotFound: 'Agendamento não encontrado',
  retryAwaitsReview: 'Este post aguarda aprovação: tente novamente depois que ele for aprovado',
  accountNotInProject: 'Conta não encontrada neste projeto',
  accountInactive: 'Esta conta precisa ser conectada novamente',
  scheduleDateInvalid: 'Informe uma data e um horário válidos',
  scheduleIndexGap: 'Os agendamentos devem ser numerados a partir de 0, sem lacunas',
  notANumber: 'Informe um número inteiro',
  notABoolean: 'Informe true ou false',
  invalidJson: 'Envie um JSON válido',
  mediaUrlUnknown: 'Esta mídia não pertence a este post',
  fieldTooLong: 'Um campo do formulário é longo demais',
  fileTooLarge: 'O arquivo é maior que o limite permitido',
  imageTooLarge: 'Cada imagem pode ter no máximo {limit}',
  videoTooLarge: 'O vídeo pode ter no máximo {limit}',
  tooManyParts: 'O formulário tem partes demais',
  malformedForm: 'Formulário inválido',
  windowOrder: 'O fim do período deve ser depois do início',
  windowTooLong: 'O período pode ter no máximo 62 dias',
  unknownField: 'Campo não permitido',
  versionNetworkUnknown:
    'Escolha uma rede do Postify: instagram, facebook, tiktok, linkedin, x, threads ou youtube',
} as const;

/** pt-BR reasons a schedule shows when publishing failed for good. */
export const failureMessages = {
  accountMissing: 'A conta desta publicação foi removida.',
  accountNotActive: 'A conta precisa ser conectada novamente antes de publicar.',
  retriesExhausted: 'Não foi possível publicar após várias tentativas: {reason}',
  networkRefused: 'A rede recusou a publicação: {reason}',
  noProvider: 'Esta rede ainda não aceita publicações pelo Postify.',
} as const;
