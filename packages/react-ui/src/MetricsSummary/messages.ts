/** The metrics summary's pt-BR copy; override any entry through the `messages` prop. */
export const metricsSummaryMessages = {
  title: 'Métricas das contas',
  accounts: 'Contas para ver métricas',
  unavailable: 'Não disponível',
  loading: 'Carregando métricas...',
  loadingAccounts: 'Carregando contas...',
  noAccounts: 'Nenhuma conta conectada',
  noAccountsHint: 'Conecte suas redes em Configurações.',
  metricsOf: 'Métricas de @{username}',
  followers: 'Seguidores',
  follows: 'Seguindo',
  media: 'Publicações',
} as const;

/** The shape of the metrics summary's copy. */
export type MetricsSummaryMessages = { -readonly [K in keyof typeof metricsSummaryMessages]: string };
