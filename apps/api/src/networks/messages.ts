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
} as const;
