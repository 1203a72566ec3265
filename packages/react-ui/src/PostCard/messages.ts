import { messages } from '../messages';
import { scheduleStatusListMessages } from '../ScheduleStatusList/messages';

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
  deletePost: 'Excluir post',
  deletePostLabel: 'Excluir post #{id}',
  deleteTitle: 'Excluir post #{id}',
  deleteDescription:
    'O post, seus agendamentos e suas mídias serão excluídos. O que já foi publicado nas redes continua lá. Esta ação não pode ser desfeita.',
  deleting: 'Excluindo...',
  deleteFailed: 'Não foi possível excluir o post.',
  status: { DRAFT: 'Rascunho', ...scheduleStatusListMessages.status },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of the post card's copy. */
export type PostCardMessages = Widen<typeof postCardMessages>;
