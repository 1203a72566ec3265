/** The posts grid's pt-BR copy; override any entry through the `messages` prop. */
export const postsGridMessages = {
  title: 'Todos os posts',
  list: 'Lista de posts',
  refresh: 'Atualizar',
  empty: 'Nenhum post encontrado',
  emptyHint: 'Comece criando seu primeiro post!',
  loading: 'Carregando posts...',
  loadingMore: 'Carregando mais posts...',
  error: 'Erro ao buscar posts',
  newPost: 'Novo Post',
} as const;

/** The shape of the posts grid's copy. */
export type PostsGridMessages = { -readonly [K in keyof typeof postsGridMessages]: string };
