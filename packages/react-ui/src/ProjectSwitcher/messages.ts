import { hookMessages } from '@postify/hooks';

/** The project switcher's pt-BR copy: the spec's texts verbatim, the rest in the same voice. Override through `messages`. */
export const projectSwitcherMessages = {
  label: 'Projeto atual',
  placeholder: 'Selecione um projeto',
  loading: 'Carregando...',
  loadError: hookMessages.loadProjects,
  noProjects: 'Nenhum projeto ainda',
  members: '{count} membro(s)',
  defaultProject: 'Padrão',
  createProject: 'Criar Novo Projeto',
  projectActions: 'Ações do projeto',
  editProject: 'Editar projeto',
  manageMembers: 'Gerenciar membros',
  inviteMembers: 'Convidar membros',
  setDefault: 'Definir como padrão',
  deleteProject: 'Excluir projeto',
  limitReached: 'Você atingiu o limite de {max} projetos do seu plano.',
  limitUsage: '{current} de {max} projetos',
  limitUnlimited: '{current} projetos (ilimitado)',
  name: 'Nome do projeto',
  description: 'Descrição',
  create: 'Criar Projeto',
  creating: 'Criando...',
  save: 'Salvar alterações',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  created: 'Projeto criado com sucesso!',
  createError: '❌ Erro ao criar projeto',
  updated: 'Projeto atualizado com sucesso!',
  updateError: hookMessages.updateProject,
  roleOWNER: 'Proprietário',
  roleADMIN: 'Administrador',
  roleEDITOR: 'Editor',
  roleVIEWER: 'Visualizador',
} as const;

/** The shape of the project switcher's copy. */
export type ProjectSwitcherMessages = { -readonly [K in keyof typeof projectSwitcherMessages]: string };
