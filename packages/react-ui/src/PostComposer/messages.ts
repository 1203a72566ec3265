import { messages } from '../messages';

/**
 * The composer's pt-BR copy. Labels the specification quotes ('Novo Template', 'Postar agora',
 * 'Agendar template', 'Salvar template', 'A legenda é obrigatória'…) come verbatim from it or from the
 * SDK; the rest (field labels, dialogs, save outcome) were written in the same voice.
 */
export const postComposerMessages = {
  title: 'Novo Template',
  templateNumber: 'Template #{number}',
  modeTabs: 'Modo do template',
  editMode: 'Editar',
  previewMode: 'Visualizar',
  media: 'Mídia',
  addMedia: messages.dropZone.addMedia,
  removeMedia: 'Remover',
  removeMediaLabel: 'Remover {name}',
  noMedia: 'Nenhuma mídia adicionada. Adicione até 15 imagens ou 1 vídeo.',
  caption: 'Legenda',
  description: 'Descrição',
  advancedOptions: 'Opções avançadas',
  location: 'Localização',
  userTags: 'Marcar usuários',
  userTagsHint: 'Nomes de usuário separados por espaço, como @loja.aurora',
  productTags: 'Tags de produtos',
  altText: 'Texto alternativo',
  altTextHint: 'Descreve a mídia para quem usa leitor de tela',
  improveCaption: 'Melhorar legenda com IA',
  generateTags: 'Gerar tags de produtos',
  aiHint: 'As ações de IA ficam disponíveis com uma legenda de mais de 5 caracteres.',
  publishing: 'Publicação',
  postNow: 'Postar agora',
  scheduleTemplate: 'Agendar template',
  loadingSchedule: 'Carregando agendamento...',
  addToQueue: 'Adicionar à fila',
  queueFrom: 'A partir de (opcional)',
  queueFromHint: 'Sem data, cada conta usa o próximo horário livre da fila a partir de agora.',
  queueNoSlotsTitle: 'Conta sem horários da fila',
  queueNoSlots:
    '{accounts} ainda não tem horários da fila. Defina os horários antes de adicionar posts à fila.',
  queueSetUp: 'Definir horários da fila',
  accounts: 'Contas:',
  noAccounts: 'Nenhuma conta conectada.',
  cancel: 'Cancelar',
  cancelTitle: 'Descartar template?',
  cancelDescription: 'Se você sair agora, os dados preenchidos serão perdidos.',
  cancelConfirm: 'Sair sem salvar',
  cancelKeep: 'Continuar editando',
  saveTitle: 'Salvar template',
  saveDescriptionPostNow: 'O post será publicado agora em {count} conta(s).',
  saveDescriptionSchedule: 'O template será salvo com {count} agendamento(s).',
  saveDescriptionQueue: 'O post entrará no próximo horário livre da fila de {count} conta(s).',
  saveKeep: 'Voltar',
  saved: 'Template salvo com sucesso!',
  savedPostNow: 'Post enviado para publicação!',
  savedQueue: 'Post adicionado à fila!',
  queuedAt: '{account}: {when}',
  viewPost: 'Ver post',
  saveFailed: 'Não foi possível salvar o template',
  saveFailedFallback: 'Tente novamente em alguns instantes.',
} as const;

/** The shape of the composer's copy. */
export type PostComposerMessages = { -readonly [K in keyof typeof postComposerMessages]: string };
