import { hookMessages } from '@postify/hooks/state';

/** The account-linking copy in pt-BR: the spec's texts verbatim, the rest in the same voice. Override through `messages`. */
export const accountLinkingMessages = {
  title: 'Linkar Redes Sociais',
  description: 'Conecte suas contas para publicar e agendar posts em cada rede.',
  loading: 'Carregando...',
  loadError: hookMessages.loadPlatforms,
  notConnected: 'Não conectado',
  connectedCount: '{count} conta(s) conectada(s)',
  connect: 'Conectar {platform}',
  comingSoon: 'Em breve',
  active: 'Ativo',
  expired: 'Expirada',
  revoked: 'Revogada',
  remove: 'Remover',
  removeLabel: 'Remover {username}',
  removeTitle: 'Remover conta',
  removeDescription: 'Tem certeza que deseja remover a conta {username} de {platform}?',
  total: 'Total de contas conectadas: {count}',
  continue: 'Continuar',
  cancel: 'Cancelar',
  warningTitle: 'Conectar {platform}',
  warningFacebook: 'Conecte sua conta do Facebook para gerenciar e publicar seus posts pela plataforma.',
  warningInstagram:
    'A conta do Instagram precisa ser profissional (Comercial ou Criador de conteúdo). Contas pessoais não podem ser conectadas.',
  warningTikTok: 'Você será redirecionado para o TikTok para autorizar o acesso à sua conta.',
  warningOther: 'Você será redirecionado para {platform} para autorizar o acesso à sua conta.',
  connectError: 'Não foi possível iniciar a conexão com {platform}. Tente novamente.',
  returnPending: 'Conectando sua conta...',
  returnSuccess: 'Conta conectada com sucesso!',
  returnDenied: 'A autorização foi negada. Nenhuma conta foi conectada.',
  returnInvalid: 'O retorno da autorização é inválido ou expirou. Tente conectar novamente.',
  returnFailed: 'Não foi possível conectar a conta: {reason}',
} as const;

/** The shape of the account-linking copy. */
export type AccountLinkingMessages = { -readonly [K in keyof typeof accountLinkingMessages]: string };
