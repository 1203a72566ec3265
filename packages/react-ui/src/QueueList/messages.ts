/** The queue list's pt-BR copy; override any entry through the `messages` prop. */
export const queueListMessages = {
  title: 'Fila',
  description: 'Os próximos horários da fila desta conta. Mova um post para trocar de horário com o vizinho.',
  free: 'Horário livre',
  from: 'Mostrar a partir de',
  fromHint: 'A fila mostra 8 semanas a partir deste dia.',
  moveUp: 'Mover para cima: {caption}',
  moveDown: 'Mover para baixo: {caption}',
  loadError: 'Não foi possível carregar a fila.',
  emptyTitle: 'A fila está vazia',
  emptyHint: 'Defina os Horários da fila desta conta para ver os próximos horários aqui.',
  moved: '{caption} agora sai em {when}.',
};

export type QueueListMessages = typeof queueListMessages;
