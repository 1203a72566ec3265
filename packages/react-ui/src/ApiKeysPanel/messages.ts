/** The API keys panel's pt-BR copy; override any entry through the `messages` prop. */
export const apiKeysMessages = {
  title: 'Chaves de API',
  intro:
    'Chaves de API dão acesso a este projeto a partir do servidor de um parceiro, com as permissões escolhidas. O segredo aparece uma única vez.',
  name: 'Nome da chave',
  namePlaceholder: 'Ex.: Loja virtual',
  scopes: 'Permissões',
  'scope.posts:read': 'Ler posts',
  'scope.posts:write': 'Criar e editar posts',
  'scope.media:write': 'Enviar mídias',
  'scope.accounts:read': 'Ver contas conectadas',
  'scope.metrics:read': 'Ver métricas',
  create: 'Criar chave',
  creating: 'Criando...',
  revealedTitle: 'Copie a chave agora',
  revealedHint: 'Por segurança, ela não será mostrada de novo. Guarde-a no servidor do parceiro.',
  secret: 'Chave secreta',
  copy: 'Copiar chave',
  copied: 'Copiado!',
  done: 'Concluído',
  listTitle: 'Chaves ativas',
  empty: 'Nenhuma chave criada',
  emptyHint: 'Crie uma chave para integrar um parceiro.',
  loadError: 'Não foi possível carregar as chaves de API.',
  createdAt: 'Criada em {date}',
  lastUsed: 'Último uso: {date}',
  neverUsed: 'Nunca usada',
  revoke: 'Revogar',
  revokeNamed: 'Revogar a chave {name}',
  revokeTitle: 'Revogar a chave {name}?',
  revokeDescription:
    'Integrações que usam esta chave (e os tokens gerados com ela) param de funcionar na hora. Não dá para desfazer.',
  originsTitle: 'Origens permitidas',
  originsHint:
    'Páginas nestes endereços podem chamar a API com tokens de navegador deste projeto. Informe cada origem completa, sem curingas.',
  origin: 'Nova origem',
  originPlaceholder: 'https://app.exemplo.com.br',
  addOrigin: 'Adicionar origem',
  remove: 'Remover',
  removeOrigin: 'Remover {origin}',
  noOrigins: 'Nenhuma origem permitida: só o console do Postify chama a API pelo navegador.',
} as const;

/** The shape of the API keys panel's copy. */
export type ApiKeysMessages = { -readonly [K in keyof typeof apiKeysMessages]: string };
