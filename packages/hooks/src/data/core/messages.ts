/**
 * The pt-BR failure messages of the data hooks, verbatim from the specifications' error catalogues.
 * They name the screen's failure ('Erro ao carregar projetos'); the server's own message stays on the
 * typed error each hook also exposes.
 */
export const hookMessages = {
  loadProjects: 'Erro ao carregar projetos',
  switchProject: 'Erro ao trocar projeto',
  createProject: 'Erro ao criar projeto',
  updateProject: 'Erro ao atualizar projeto',
  deleteProject: 'Erro ao deletar projeto',
  setDefaultProject: 'Erro ao definir projeto padrão',
  loadSubscription: 'Erro ao carregar subscription',
  loadBilling: 'Não foi possível carregar as informações da assinatura.',
  noSubscription: 'Você precisa ter uma assinatura ativa para acessar o portal de cobrança.',
  invalidCode: 'Código inválido ou expirado',
  updatePhone: 'Erro ao atualizar telefone',
  updatePassword: 'Erro ao atualizar senha',
  userNotFound: 'Usuário não encontrado',
  contact: 'Erro ao enviar. Tente novamente.',
  signUpNoData: 'Erro ao cadastrar.',
  unknown: 'Erro desconhecido',
  loadPlatforms: 'Erro ao buscar plataformas',
  loadMetrics: 'Erro ao buscar métricas',
  loadPosts: 'Erro ao buscar posts',
  loadOnboarding: 'Erro ao buscar onboarding',
  loadShare: 'Erro ao buscar dados de compartilhamento',
  createFolderPrefix: 'Erro ao criar pasta',
  folderNotFound: 'Endpoint não encontrado. Verifique a configuração da API.',
  folderUnauthorized: 'Não autorizado. Verifique sua autenticação.',
  folderServerError: 'Erro interno do servidor.',
  rename: 'Erro ao renomear. Tente novamente.',
  download: 'Erro ao baixar arquivo',
  remove: 'Erro ao excluir pasta/arquivo',
  loadStorage: 'Erro ao carregar dados do storage',
  loadFolder: 'Erro ao carregar conteúdo da pasta',
  loadUsage: 'Erro ao carregar uso',
} as const;

/** Keys of {@link hookMessages}. */
export type HookMessageKey = keyof typeof hookMessages;
