/** The calendar's pt-BR copy; override any entry through the `messages` prop. */
export const weekCalendarMessages = {
  title: 'Calendário',
  previousWeek: 'Semana anterior',
  nextWeek: 'Próxima semana',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  views: 'Visualização',
  week: 'Semana',
  month: 'Mês',
  noPosts: 'Sem posts',
  loading: 'Carregando posts...',
  morePosts: '+{count}',
  morePostsLabel: 'Mais {count} posts neste dia',
  preview: 'Preview',
  previewTitle: 'Preview do post #{id}',
  schedules: 'Agendamentos',
  moveTo: 'Mover para…',
  moveTitle: 'Mover post #{id}',
  moveDate: 'Nova data e horário',
  move: 'Mover',
  moving: 'Movendo...',
  cancel: 'Cancelar',
  moveFailed: 'Não foi possível mover o post. Tente novamente.',
  dropHere: 'Solte aqui para mover para {day}',
} as const;

/** The shape of the calendar's copy. */
export type WeekCalendarMessages = { -readonly [K in keyof typeof weekCalendarMessages]: string };
