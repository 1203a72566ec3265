/**
 * 'Personalizar por rede' in pt-BR, in the composer's voice; override any entry through the `messages`
 * prop or by code (`networkVersions.title`).
 */
export const networkVersionsMessages = {
  title: 'Personalizar por rede',
  hint: 'Cada rede pode ter a sua legenda, a sua ordem de mídias e, no Instagram e no Facebook, um primeiro comentário.',
  noNetworks: 'Escolha as contas do post para personalizar o texto de cada rede.',
  tabs: 'Versões por rede',
  caption: 'Legenda no {network}',
  usingOriginal: 'Usando o texto original.',
  resetCaption: 'Voltar ao texto original',
  mediaOrder: 'Ordem das mídias no {network}',
  moveEarlier: 'Mover {name} para antes',
  moveLater: 'Mover {name} para depois',
  firstComment: 'Primeiro comentário',
  firstCommentHint: 'Publicado logo depois do post, pela própria conta. Bom para hashtags e links.',
  problems: 'O que o {network} recusaria',
} as const;

/** The shape of 'Personalizar por rede' copy. */
export type NetworkVersionsMessages = { -readonly [K in keyof typeof networkVersionsMessages]: string };
