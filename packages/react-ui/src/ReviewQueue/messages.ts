/** The review queue's and review links' pt-BR copy; override any entry through the `messages` prop. */
export const reviewQueueMessages = {
  description:
    'Posts dos editores aguardando sua aprovação. Aprovados, eles são agendados no horário marcado.',
  loadError: 'Não foi possível carregar a fila de revisão.',
  postTitle: 'Post #{id}',
  previewCarousel: 'Mídias do post #{id}',
  previewProblems: 'Problemas do post #{id}',
  scheduledFor: '{network} @{username} · {date}',
  send: 'Enviar',
  cancel: 'Cancelar',
  sending: 'Enviando...',
  approving: 'Aprovando...',
  shareTitle: 'Compartilhar com o cliente',
  shareDescription:
    'Gere um link de revisão para um cliente sem conta aprovar ou comentar os posts escolhidos. O link expira e pode ser revogado.',
  sharePick: 'Incluir no link',
  sharePickPost: 'Incluir o post #{id} no link',
  clientName: 'Nome do cliente',
  expiresInDays: 'Validade (dias)',
  expiresHint: 'De 1 a 30 dias.',
  createLink: 'Gerar link de revisão',
  creatingLink: 'Gerando...',
  linkCreated: 'Link de revisão gerado',
  linkLabel: 'Link de revisão',
  copy: 'Copiar',
  copied: 'Copiado!',
  linksTitle: 'Links enviados',
  linkSummary: '{client} · {count, plural, one {# post} other {# posts}} · até {date}',
  linkActive: 'Ativo',
  linkExpired: 'Expirado',
  linkRevoked: 'Revogado',
  revoke: 'Revogar',
  revokeLabel: 'Revogar o link de {client}',
  revokeTitle: 'Revogar link de revisão',
  revokeDescription:
    'O link de {client} deixa de abrir na hora. As decisões já tomadas continuam no histórico.',
} as const;

export type ReviewQueueMessages = { -readonly [K in keyof typeof reviewQueueMessages]: string };
