/** The post history's pt-BR copy; override any entry through the `messages` prop. */
export const postHistoryMessages = {
  toggle: 'Histórico',
  listLabel: 'Histórico do post #{id}',
  loading: 'Carregando histórico...',
  loadError: 'Não foi possível carregar o histórico.',
  empty: 'Nada registrado ainda.',
} as const;

export type PostHistoryMessages = { -readonly [K in keyof typeof postHistoryMessages]: string };
