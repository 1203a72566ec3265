/** The latest posts card's pt-BR copy; override any entry through the `messages` prop. */
export const latestPostsMessages = {
  title: 'Últimos posts',
  viewAll: 'Ver todos',
  loading: 'Carregando posts...',
  empty: 'Nenhum post ainda',
  emptyHint: 'Crie seu primeiro post para começar',
  create: 'Criar Post',
  list: 'Últimos posts, role para os lados',
  createdAt: 'Criado em {date}',
  noCaption: 'Sem legenda',
} as const;

/** The shape of the latest posts card's copy. */
export type LatestPostsMessages = { -readonly [K in keyof typeof latestPostsMessages]: string };
