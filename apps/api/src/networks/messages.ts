/** pt-BR messages of the networks, metrics, smart and profile calls. */
export const networkMessages = {
  platformNotFound: 'Rede social não encontrada',
  platformComingSoon: 'Esta rede social ainda não pode ser conectada',
  accountLimitReached: 'Você atingiu o limite de contas sociais do seu plano',
  invalidState: 'A autorização expirou ou é inválida. Tente conectar a conta novamente.',
  codeMissing: 'O código de autorização não foi recebido. Tente conectar a conta novamente.',
  otherUser: 'A autorização pertence a outro usuário',
  accountNotFound: 'Conta social não encontrada',
  metricsNotAvailable: 'Métricas disponíveis apenas para contas do Instagram',
  accountNeedsRelink: 'A conta precisa ser conectada novamente para ler as métricas',
  networkUnavailable: 'A rede social não respondeu. Tente novamente em alguns instantes.',
  captionTooShort: 'A legenda precisa ter mais de 5 caracteres',
  sandboxInvalidRequest: 'Pedido de autorização inválido',
  notTikTokAccount: 'Conta do TikTok não encontrada neste projeto',
  accountNeedsRelinkToPost: 'A conta precisa ser conectada novamente antes de publicar',
} as const;

/**
 * pt-BR reasons the network providers give: a failed connection (shown when linking an account) and a
 * failed publication (kept on the schedule); `network` is the network's display name.
 */
export const providerMessages = {
  authorizationRefused: (network: string) => `O ${network} recusou a autorização. Tente conectar novamente.`,
  codeInvalid: 'O código de autorização é inválido ou expirou.',
  relinkNeeded: 'A conta precisa ser conectada novamente.',
  noFacebookPage: 'Nenhuma Página do Facebook foi encontrada para esta conta.',
  instagramNotProfessional:
    'A conta do Instagram precisa ser profissional (comercial ou criador de conteúdo) e estar ligada a uma Página do Facebook.',
  youtubeNoChannel: 'A conta do Google não tem um canal do YouTube. Crie o canal e conecte novamente.',
  videoRequired: (network: string) => `O ${network} publica apenas vídeos: anexe um vídeo ao post.`,
  tooManyMedia: (network: string, max: number) => `O ${network} aceita até ${max} mídias por post.`,
  publicLinkPerMedia: (network: string) => `O ${network} precisa de um link público para cada mídia.`,
  publicLinkPerImage: (network: string) => `O ${network} precisa de um link público para cada imagem.`,
  publicLinkForVideo: (network: string) => `O ${network} precisa de um link público para o vídeo.`,
  mediaRequired: (network: string) => `O ${network} exige ao menos uma imagem ou vídeo.`,
  mediaFailed: (network: string) => `O ${network} não conseguiu processar a mídia.`,
  mediaProcessing: (network: string) => `O ${network} ainda está processando a mídia. Tentaremos novamente.`,
  notConfirmed: (network: string) => `O ${network} não confirmou a publicação. Tentaremos novamente.`,
  unavailable: (network: string) => `O ${network} está indisponível no momento. Tentaremos novamente.`,
  refused: (network: string, reason: string) => `O ${network} recusou a publicação: ${reason}`,
  unknownError: 'erro desconhecido',
  rateLimited: (network: string) =>
    `O ${network} limitou as publicações desta conta no momento. Tentaremos novamente.`,
  mediaUnreadable: (network: string) =>
    `Não foi possível ler a mídia para enviar ao ${network}. Tentaremos novamente.`,
  tooManyImages: (network: string, max: number) => `O ${network} aceita até ${max} imagens por post.`,
  imageTooLarge: (network: string, limit: string) => `O ${network} aceita imagens de até ${limit} cada.`,
  oneVideoAlone: (network: string) => `O ${network} aceita um único vídeo por post, sem imagens junto.`,
  sandboxUnavailable: 'A rede social está indisponível no momento. Tentaremos novamente.',
  sandboxRefused: 'A rede social recusou a publicação.',
  commentRefused: (network: string, reason: string) =>
    `O ${network} recusou o primeiro comentário: ${reason}`,
  commentUnavailable: (network: string) =>
    `O ${network} estava indisponível e o primeiro comentário não foi publicado. O post foi publicado normalmente.`,
  commentUnconfirmed: (network: string) =>
    `O ${network} não confirmou o primeiro comentário. Confira o post antes de comentar de novo.`,
  sandboxCommentRefused: 'a rede social recusou o comentário.',
} as const;
