/** The scheduling panel's pt-BR copy beyond the labels the SDK rules return (headings, submit, list). */
export const scheduleEditorMessages = {
  date: 'Data',
  accounts: 'Contas:',
  noAccounts: 'Nenhuma conta conectada.',
  repeat: 'Repetir',
  repeatNumber: 'Número de repetições',
  repeatType: 'Intervalo em dias',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Excluir',
  editing: 'Editando',
  editLabel: 'Editar agendamento de {when}',
  deleteLabel: 'Excluir agendamento de {when}',
  empty: 'Nenhum agendamento ainda.',
  occurrencesTitle: 'Publicações previstas ({count})',
  occurrencesMore: 'e mais {count}',
  occurrenceAt: '{date} às {time}',
  repeats: 'Repete {count} vezes, a cada {days} dia(s)',
  /** Shown only when the project's zone is not the browser's. */
  timeZoneNote: 'Horários em {zone} ({name})',
} as const;

/** The shape of the scheduling panel's copy. */
export type ScheduleEditorMessages = { -readonly [K in keyof typeof scheduleEditorMessages]: string };
