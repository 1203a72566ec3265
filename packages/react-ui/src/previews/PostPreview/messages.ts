/** PostPreview's own pt-BR copy (the networks' tabs are their names; the default tab has a label of its own). */
export const postPreviewMessages = {
  tabs: 'Pré-visualização por rede',
  defaultTab: 'Padrão',
  problemsTitle: 'Antes de publicar',
  noProblems: 'Tudo certo para publicar nesta rede.',
  noProblemsAll: 'Tudo certo para publicar em todas as redes.',
} as const;

/** The shape of PostPreview's copy. */
export type PostPreviewMessages = { -readonly [K in keyof typeof postPreviewMessages]: string };
