/** The approval setting's pt-BR copy; override any entry through the `messages` prop. */
export const approvalSettingMessages = {
  title: 'Aprovação',
  description:
    'Para agências e equipes: um administrador (ou o cliente, por um link de revisão) aprova antes de publicar.',
  queueLink: 'Abrir fila de revisão',
  saveError: 'Não foi possível salvar a configuração.',
} as const;

export type ApprovalSettingMessages = { -readonly [K in keyof typeof approvalSettingMessages]: string };
