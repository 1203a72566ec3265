import { messages } from '../messages';

/** The post card's pt-BR copy; override any entry through the `messages` prop. */
export const postCardMessages = {
  edit: 'Editar',
  editLabel: 'Editar post #{id}',
  cancel: 'Cancelar',
  save: 'Salvar',
  saving: 'Salvando...',
  caption: 'Legenda',
  description: 'Descrição',
  media: 'Mídia',
  addMedia: messages.dropZone.addMedia,
  removeMedia: 'Remover',
  removeMediaLabel: 'Remover mídia {index}',
  mediaAlt: 'Mídia {index}',
  noMedia: 'Sem mídia',
  videoLabel: 'Vídeo',
  fileLabel: 'Arquivo',
  improveCaption: 'Melhorar legenda com IA',
  improvingCaption: 'Melhorando legenda...',
  schedules: 'Agendamentos',
  noSchedules: 'Nenhum agendamento',
  addSchedule: 'Adicionar agendamento',
  removeSchedule: 'Remover agendamento {index}',
  scheduleAt: 'Data e horário do agendamento {index}',
  scheduleAccounts: 'Contas do agendamento {index}',
  createdAt: 'Criado em',
  postedAt: 'Postado em',
  pending: 'Pendente',
  /** Names of each card's preview landmarks, unique per post so a list of cards stays navigable. */
  previewCarousel: 'Mídias do post #{id}',
  previewProblems: 'Antes de publicar o post #{id}',
  status: {
    DRAFT: 'Rascunho',
    SCHEDULED: 'Agendado',
    PUBLISHING: 'Publicando',
    POSTED: 'Postado',
    FAILED: 'Falhou',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the post card's copy. */
export type PostCardMessages = Widen<typeof postCardMessages>;
