/** The public review page's pt-BR copy; override any entry through the `messages` prop. */
export const reviewPageMessages = {
  loading: 'Carregando posts para revisão...',
  empty: 'Não há posts para revisar neste link.',
  postTitle: 'Post #{id}',
  previewCarousel: 'Mídias do post #{id}',
  previewProblems: 'Problemas do post #{id}',
  scheduledFor: '{network} @{username} · {date}',
  decisions: 'Decisões e comentários',
  send: 'Enviar',
  cancel: 'Cancelar',
  sending: 'Enviando...',
  approving: 'Aprovando...',
  readOnly: 'Você pode aprovar ou pedir alterações; o conteúdo dos posts não pode ser editado por aqui.',
} as const;

export type ReviewPageMessages = { -readonly [K in keyof typeof reviewPageMessages]: string };
