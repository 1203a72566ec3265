/** The metrics chart's pt-BR copy; override any entry through the `messages` prop. */
export const metricsChartMessages = {
  title: 'Últimos {days} dias',
  followers: 'Seguidores',
  reach: 'Alcance',
  engagement: 'Engajamento',
  date: 'Data',
  showTable: 'Ver tabela',
  showChart: 'Ver gráfico',
  tableCaption: 'Métricas por dia de @{username}',
  loading: 'Carregando histórico...',
  empty: 'Sem histórico ainda',
  emptyHint: 'As métricas de cada dia são registradas quando ele termina. Volte amanhã para ver o gráfico.',
  error: 'Erro ao buscar métricas',
  lastDay: 'em {date}',
  change: '{change} no período',
} as const;

/** The shape of the metrics chart's copy. */
export type MetricsChartMessages = { -readonly [K in keyof typeof metricsChartMessages]: string };
