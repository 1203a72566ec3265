/** The queue's pt-BR refusals that only the API gives (the shared ones are `queueMessages` of the SDK). */
export const queueApiMessages = {
  slotNotFound: 'Horário da fila não encontrado',
  alreadyWaiting: 'Este post já aguarda publicação nesta conta',
  notASlot: 'Escolha um horário da fila desta conta nas próximas 8 semanas',
  slotBeingPublished: 'A publicação deste horário já está sendo enviada',
} as const;
