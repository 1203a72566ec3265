import { reviewLinkMessages } from './error.js';

/**
 * Approvals (`@postify/sdk/rules`, `approvals.ts`): review states, history lines, the review queue's and the
 * review page's labels and refusals, catalogue codes `approval.<key>` (`approval.status.IN_REVIEW`,
 * `approval.commentRequired`). Apart from `stateMessages` so screens without approvals do not carry them.
 */
export const approvalMessages = {
  'status.IN_REVIEW': 'Em revisão',
  'status.CHANGES_REQUESTED': 'Alterações solicitadas',
  'status.APPROVED': 'Aprovado',
  'event.CREATED': '{name} criou o post',
  'event.EDITED': '{name} editou o post',
  'event.SUBMITTED': '{name} enviou para revisão',
  'event.APPROVED': '{name} aprovou',
  'event.CHANGES_REQUESTED': '{name} solicitou alterações',
  'event.PUBLISHED': 'Publicado no {network}',
  someone: 'Alguém',
  partnerKey: 'Integração (chave de API)',
  client: '{name} (cliente)',
  approve: 'Aprovar',
  requestChanges: 'Solicitar alterações',
  commentLabel: 'Comentário',
  commentRequired: 'Diga o que precisa mudar',
  commentTooLong: 'O comentário pode ter no máximo 2.000 caracteres',
  clientNameRequired: 'Informe o nome do cliente',
  postsRequired: 'Escolha ao menos um post para revisão',
  postsTooMany: 'No máximo 20 posts por link de revisão',
  notWaiting: 'Este post não está aguardando revisão',
  requiresApproval: 'Exigir aprovação',
  requiresApprovalHint:
    'Os posts criados ou editados por editores vão para Em revisão e só são agendados depois de aprovados por um administrador ou pelo cliente.',
  editorNotice: 'Este projeto exige aprovação: seu post vai para Em revisão antes de ser agendado.',
  sendToReview: 'Enviar para revisão',
  sentToReview: 'Post enviado para revisão!',
  queueTitle: 'Fila de revisão',
  queueEmpty: 'Nenhum post aguardando revisão',
  queueEmptyHint: 'Quando um editor criar ou editar um post, ele aparece aqui para você aprovar.',
  history: 'Histórico',
  linkInvalid: 'Link de revisão inválido',
  linkExpired: reviewLinkMessages.expired,
  linkRevoked: reviewLinkMessages.revoked,
  reviewPageTitle: 'Revisão de posts',
  reviewPageIntro: '{project} enviou estes posts para sua aprovação, {client}.',
  reviewPageExpires: 'Link válido até {date}',
  decided: 'Decisão registrada',
} as const;

/** Keys of {@link approvalMessages}. */
export type ApprovalMessageKey = keyof typeof approvalMessages;
