/**
 * The TikTok options' pt-BR copy, written after TikTok's Content Sharing Guidelines (Direct Post): the
 * creator's nickname, the privacy choice without default, the interactions, the commercial content
 * disclosure with the labels TikTok puts on the post, and the consent to TikTok's Music Usage Confirmation
 * and, for branded content, its Branded Content Policy.
 */
export const tiktokPostSettingsMessages = {
  title: 'Opções do TikTok',
  postingAs: 'Publicando como {nickname} (@{username})',
  loading: 'Lendo as configurações da conta do TikTok…',
  retry: 'Tentar novamente',
  privacy: 'Quem pode ver este post',
  privacyPlaceholder: 'Escolha uma opção',
  privacyBrandedHint: 'Conteúdo de marca não pode ser privado.',
  PUBLIC_TO_EVERYONE: 'Todos',
  MUTUAL_FOLLOW_FRIENDS: 'Amigos',
  FOLLOWER_OF_CREATOR: 'Seguidores',
  SELF_ONLY: 'Somente eu',
  interactions: 'Permitir que os usuários',
  allowComment: 'Comentem',
  allowDuet: 'Façam dueto',
  allowStitch: 'Façam costura',
  interactionDisabled: 'Desativado nas configurações desta conta do TikTok.',
  maxDuration: 'Esta conta aceita vídeos de até {duration}.',
  disclosure: 'Divulgar conteúdo comercial',
  disclosureHelp:
    'Ative se este post promove você, sua empresa, uma marca, um produto ou um serviço em troca de algo de valor.',
  yourBrand: 'Sua marca',
  yourBrandHelp: 'Você está promovendo a si mesmo ou o seu próprio negócio.',
  brandedContent: 'Conteúdo de marca',
  brandedContentHelp: 'Você está promovendo outra marca ou um terceiro.',
  brandedPrivateHint: 'Conteúdo de marca não pode ser publicado como “Somente eu”.',
  labelPromotional: 'O post será identificado como “Conteúdo promocional”.',
  labelPaidPartnership: 'O post será identificado como “Parceria paga”.',
  musicConsent: 'Ao publicar, concordo com a Confirmação de Uso de Música do TikTok.',
  musicAndBrandedConsent:
    'Ao publicar, concordo com a Política de Conteúdo de Marca e a Confirmação de Uso de Música do TikTok.',
  readTerms: 'Leia os termos do TikTok:',
  musicLink: 'Confirmação de Uso de Música',
  brandedPolicyLink: 'Política de Conteúdo de Marca',
  processingNote:
    'Depois de publicado, o TikTok pode levar alguns minutos para processar o conteúdo e exibi-lo no perfil.',
} as const;

/** Keys and texts of {@link tiktokPostSettingsMessages}. */
export type TikTokPostSettingsMessages = { [K in keyof typeof tiktokPostSettingsMessages]: string };
