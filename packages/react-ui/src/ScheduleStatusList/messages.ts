/** The schedule status list's pt-BR copy; override any entry through the `messages` prop. */
export const scheduleStatusListMessages = {
  status: {
    SCHEDULED: 'Agendado',
    PUBLISHING: 'Publicando',
    POSTED: 'Postado',
    FAILED: 'Falhou',
  },
  /** A waiting occurrence whose time has passed: the scheduler publishes it on its next run (after a retry). */
  queued: 'Na fila',
  account: '{platform} @{username}',
  scheduledAt: 'Agendado para {time}',
  postedAt: 'Postado em {time}',
  unknownReason: 'A rede não informou o motivo da falha.',
  /** The post is out; only its first comment was refused (the reason follows). */
  firstCommentFailed: 'Post publicado, mas o primeiro comentário não.',
  reconnectBefore: 'A conta precisa ser conectada novamente antes deste horário.',
  retry: 'Tentar novamente',
  retrying: 'Tentando novamente...',
  reconnect: 'Reconectar conta',
  cancel: 'Cancelar agendamento',
  cancelling: 'Cancelando...',
  cancelTitle: 'Cancelar agendamento',
  cancelDescription: 'O post não será publicado em {account} em {time}. Os outros agendamentos continuam.',
  cancelLastDescription:
    'O post não será publicado em {account} em {time}. Era o último agendamento: o post continua salvo como rascunho.',
  cancelBack: 'Voltar',
  retryFailed: 'Não foi possível tentar novamente.',
  cancelFailed: 'Não foi possível cancelar o agendamento.',
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the schedule status list's copy. */
export type ScheduleStatusListMessages = Widen<typeof scheduleStatusListMessages>;
