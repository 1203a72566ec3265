/** The 'Horários da fila' editor's pt-BR copy; override any entry through the `messages` prop. */
export const queueSlotsEditorMessages = {
  title: 'Horários da fila',
  description:
    'Escolha os dias e horários em que esta conta publica. "Adicionar à fila" coloca cada post no próximo horário livre, no fuso do projeto.',
  weekday: 'Dia da semana',
  time: 'Horário',
  add: 'Adicionar horário',
  adding: 'Adicionando...',
  remove: 'Remover {slot}',
  slot: '{weekday} às {time}',
  loadError: 'Não foi possível carregar os horários da fila.',
  emptyTitle: 'Nenhum horário ainda',
  emptyHint: 'Adicione os horários em que esta conta costuma publicar, por exemplo segunda a sexta às 09:00.',
  weekdays: {
    '0': 'Domingo',
    '1': 'Segunda-feira',
    '2': 'Terça-feira',
    '3': 'Quarta-feira',
    '4': 'Quinta-feira',
    '5': 'Sexta-feira',
    '6': 'Sábado',
  },
};

export type QueueSlotsEditorMessages = typeof queueSlotsEditorMessages;
