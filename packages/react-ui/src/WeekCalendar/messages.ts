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
  queueSlots: 'Horários livres da fila',
  queueSlot: '{time} · Livre',
  queueSlotAccount: ' na fila de {account}',
  loading: 'Carregando posts...',
  morePosts: '+{count}',
  postCount: '{count} post(s)',
  /** Shown only when the calendar's zone (the project's) is not the browser's. */
  timeZoneNote: 'Horários em {zone} ({name})',
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
  /** An occurrence's status, on its button and per account when expanded. */
  status: {
    SCHEDULED: 'Agendado',
    PUBLISHING: 'Publicando',
    POSTED: 'Postado',
    FAILED: 'Falhou',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the calendar's copy. */
export type WeekCalendarMessages = Widen<typeof weekCalendarMessages>;
